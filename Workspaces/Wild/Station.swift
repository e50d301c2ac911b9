import Foundation

/// A weather station as a sensor network sends it: its own `init(from:)` checks what it reads,
/// and traps where a value breaks a promise, as models in real apps do. Dates are seconds since
/// 1970; the calibration blob is base64; offsets are a dictionary; the grid is rows of cells.
public struct Station: Decodable, Equatable, Sendable {
  public var id: String
  public var name: String
  public var installedAt: Date
  public var calibration: Data
  public var offsets: [String: Double]
  public var grid: [[Int]]
  public var homepage: URL

  enum CodingKeys: String, CodingKey {
    case id, name, calibration, offsets, grid, homepage
    case installedAt = "installed_at"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    precondition(!id.isEmpty, "station ids are never empty")
    name = try container.decode(String.self, forKey: .name)
    installedAt = try container.decode(Date.self, forKey: .installedAt)
    calibration = try container.decode(Data.self, forKey: .calibration)
    offsets = try container.decode([String: Double].self, forKey: .offsets)
    grid = try container.decode([[Int]].self, forKey: .grid)
    let link = try container.decode(String.self, forKey: .homepage)
    homepage = URL(string: link)!
  }
}

/// One measurement: its unit decides how the value is read, and an unknown unit ends the program.
public struct Reading: Decodable, Equatable, Sendable {
  public var celsius: Double
  public var stationCount: Int
  public var perStation: Double

  enum CodingKeys: String, CodingKey {
    case value, unit, stations
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let value = try container.decode(Double.self, forKey: .value)
    let unit = try container.decode(String.self, forKey: .unit)
    switch unit {
    case "celsius": celsius = value
    case "fahrenheit": celsius = (value - 32) * 5 / 9
    default: fatalError("unknown unit \(unit)")
    }
    stationCount = try container.decode(Int.self, forKey: .stations)
    perStation = celsius / Double(100 / stationCount)
  }
}

/// A cursor over a feed that follows its `skip` links until it reaches the end: a payload whose
/// skip is negative never ends.
public struct FeedCursor: Decodable, Equatable, Sendable {
  public var position: Int
  public var skip: Int

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    skip = try container.decode(Int.self, forKey: .skip)
    var position = try container.decode(Int.self, forKey: .position)
    while position < 1_000 { position += skip }
    self.position = position
  }

  enum CodingKeys: String, CodingKey {
    case position, skip
  }
}
