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
    /// A key is read as the CodingKey made of the same words, whatever joins them and whatever
    /// case they are in: `order-id`, `order_id` and `ORDER_ID` as `orderId`. A key a CodingKey
    /// spells as it is stays as written.
    case convertFromWords
  }

  /// How dates are read: a name such as `iso8601`, or a `DateFormatter` format.
  public typealias Dates = JSONDateStrategy

  /// The key strategy.
  public var keys: Keys
  /// The date strategy.
  public var dates: Dates
  /// Under ``Keys/convertFromWords``, the CodingKeys that are not the camelCase of their own words
  /// (`userID`, an explicit `order_id`): a key with the same words is read as one of them.
  public var keySpellings: [String] = []

  private enum CodingKeys: String, CodingKey {
    case keys, dates, keySpellings, packageDecoder
  }

  /// Options as kept or sent; spellings kept before they were named are none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    keys = try container.decode(Keys.self, forKey: .keys)
    dates = try container.decode(Dates.self, forKey: .dates)
    keySpellings = try container.decodeIfPresent([String].self, forKey: .keySpellings) ?? []
    packageDecoder = try container.decodeIfPresent(PackageDecoder.self, forKey: .packageDecoder)
  }

  /// The package's own decoder, when it has one: verdicts come from it, and ``keys`` and
  /// ``dates`` are its strategies as near as they can be named.
  public var packageDecoder: PackageDecoder?

  /// Options with the given strategies; the defaults are `JSONDecoder`'s.
  public init(keys: Keys = .useDefaultKeys, dates: Dates = .deferredToDate) {
    self.keys = keys
    self.dates = dates
  }

  /// Options that read keys by their words (``Keys/convertFromWords``), with the CodingKeys the
  /// models spell otherwise than in camelCase.
  public init(keySpellings: [String], dates: Dates = .deferredToDate) {
    self.init(keys: .convertFromWords, dates: dates)
    self.keySpellings = keySpellings
  }

  /// The options of a package's own decoder.
  public init(packageDecoder: PackageDecoder) {
    self.keys = packageDecoder.keys
    self.dates = packageDecoder.nearestDates
    self.packageDecoder = packageDecoder
  }

  /// These options with keys read by `keys` instead of the package decoder's strategy.
  public func readingKeys(_ keys: Keys) -> DecodingOptions {
    var options = DecodingOptions(keys: keys, dates: dates)
    if keys == .convertFromWords { options.keySpellings = keySpellings }
    return options
  }

  /// These options with `dates` read by the standard strategy instead of the package decoder's.
  public func readingDates(_ dates: Dates) -> DecodingOptions {
    var options = DecodingOptions(keys: keys, dates: dates)
    options.keySpellings = keySpellings
    return options
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

  /// How a payload's key is read as a CodingKey under ``keys`` (not a package decoder's own): made
  /// once, for the keys of a whole object or path.
  package func keyConversion() -> (String) -> String {
    switch keys {
    case .useDefaultKeys: return { $0 }
    case .convertFromSnakeCase: return SnakeCaseKeys.convert
    case .convertFromWords:
      let spellings = WordKeys.Spellings(keySpellings)
      return { WordKeys.convert($0, spellings: spellings) }
    }
  }

  /// The package's decoder when there is one, else a new decoder set up with these options.
  public func makeDecoder() -> JSONDecoder {
    if let decoder = packageDecoder?.decoder() { return decoder }
    let decoder = JSONDecoder()
    switch keys {
    case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
    case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
    case .convertFromWords:
      let spellings = WordKeys.Spellings(keySpellings)
      decoder.keyDecodingStrategy = .custom { path in
        guard let last = path.last, last.intValue == nil else { return path.last ?? AnyCodingKey(.key("")) }
        return AnyCodingKey(.key(WordKeys.convert(last.stringValue, spellings: spellings)))
      }
    }
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
