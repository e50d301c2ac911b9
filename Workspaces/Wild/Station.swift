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
