import Foundation
import JSONCore

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

  /// The package's own decoder, when it has one: verdicts come from it, and ``keys`` and
  /// ``dates`` are its strategies as near as they can be named.
  public var packageDecoder: PackageDecoder?

  /// Options with the given strategies; the defaults are `JSONDecoder`'s.
  public init(keys: Keys = .useDefaultKeys, dates: Dates = .deferredToDate) {
    self.keys = keys
    self.dates = dates
  }

  /// The options of a package's own decoder.
  public init(packageDecoder: PackageDecoder) {
    self.keys = packageDecoder.keys
    self.dates = packageDecoder.nearestDates
    self.packageDecoder = packageDecoder
  }

  /// These options with keys read by `keys` instead of the package decoder's strategy.
  public func readingKeys(_ keys: Keys) -> DecodingOptions {
    DecodingOptions(keys: keys, dates: dates)
  }

  /// These options with `dates` read by the standard strategy instead of the package decoder's.
  public func readingDates(_ dates: Dates) -> DecodingOptions {
    DecodingOptions(keys: keys, dates: dates)
  }

  /// The date `value` stands for, read as the decoder reads it: by the package decoder itself when
  /// its strategy is its own (a `.custom` closure, a formatter), else by ``dates``.
  public func date(from value: JSONValue) -> Date? {
    if let packageDecoder, let decoder = packageDecoder.decoder() {
      if case .standard = packageDecoder.dateReading {
      } else {
        let text = "[" + value.compactText + "]"
        return try? decoder.decode([Date].self, from: Data(text.utf8)).first
      }
    }
    return dates.date(from: value)
  }

  /// The package's decoder when there is one, else a new decoder set up with these options.
  public func makeDecoder() -> JSONDecoder {
    if let decoder = packageDecoder?.decoder() { return decoder }
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
