import Foundation
import JSONFragment

/// How a `JSONDecoder` is set up: its key and date strategies, as plain values that can be
/// stored, compared and shown.
public struct DecodingOptions: Sendable, Hashable, Codable {
  /// How JSON keys map to CodingKeys.
  public enum Keys: String, Sendable, Hashable, Codable, CaseIterable {
    /// Keys are used as they are.
    case useDefaultKeys
    /// `snake_case` keys are read as `camelCase`.
    case convertFromSnakeCase
  }

  /// How dates are read: a name such as `iso8601`, or a `DateFormatter` format.
  public typealias Dates = JSONDateStrategy

  /// The key strategy.
  public var keys: Keys
  /// The date strategy.
  public var dates: Dates

  /// Options with the given strategies; the defaults are `JSONDecoder`'s.
  public init(keys: Keys = .useDefaultKeys, dates: Dates = .deferredToDate) {
    self.keys = keys
    self.dates = dates
  }

  /// A new decoder set up with these options.
  public func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = keys == .convertFromSnakeCase ? .convertFromSnakeCase : .useDefaultKeys
    switch dates {
    case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
    case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .formatted(let format): decoder.dateDecodingStrategy = .formatted(JSONDateStrategy.dateFormatter(format))
    }
    return decoder
  }
}
