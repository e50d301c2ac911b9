import Foundation

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
