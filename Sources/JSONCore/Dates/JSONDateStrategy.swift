import Foundation
import Synchronization

/// How a payload writes dates: the same choices as `JSONDecoder.DateDecodingStrategy`, as a
/// plain value that fragments, exports and the workbench share.
///
/// A fragment writes a `Field<Date>` in its strategy and compares the model's date with the
/// date `JSONDecoder` reads back from that text, so a strategy that keeps whole seconds
/// (``iso8601``) compares a date with a fraction after the same rounding.
///
/// It is `Codable` as one string, the way `fixture-workbench.json` writes it: a name such as
/// `"iso8601"`, or a format.
public enum JSONDateStrategy: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `Date`'s own `Codable` form: seconds since 1 January 2001 as a number (`JSONDecoder`'s default).
  case deferredToDate
  /// ISO 8601 text with a time zone and whole seconds, `2024-05-01T12:00:00Z`.
  case iso8601
  /// Seconds since 1970 as a number.
  case secondsSince1970
  /// Milliseconds since 1970 as a number.
  case millisecondsSince1970
  /// Text in a `DateFormatter` format such as `yyyy-MM-dd HH:mm`, read with the `en_US_POSIX`
  /// locale in UTC.
  case formatted(String)

  /// The strategy's name as a configuration spells it: `iso8601`, or the format itself.
  public var description: String {
    switch self {
    case .deferredToDate: "deferredToDate"
    case .iso8601: "iso8601"
    case .secondsSince1970: "secondsSince1970"
    case .millisecondsSince1970: "millisecondsSince1970"
    case .formatted(let format): format
    }
  }

  /// What a payload holds under this strategy, in words: `ISO 8601 text`, `seconds since 1970`.
  public var form: String {
    switch self {
    case .deferredToDate: "seconds since 2001"
    case .iso8601: "ISO 8601 text"
    case .secondsSince1970: "seconds since 1970"
    case .millisecondsSince1970: "milliseconds since 1970"
    case .formatted(let format): "text in the format \(format)"
    }
  }

  /// A date written in this strategy, for hints, without JSON quotes: `2026-01-01T00:00:00Z`,
  /// `1767225600`.
  public var example: String {
    switch jsonValue(for: Date(timeIntervalSince1970: 1_767_225_600)) {
    case .number(let number): number.doubleValue.map { String(Int64($0)) } ?? number.text
    case .string(let text): text
    case let other: other.compactText
    }
  }

  /// The JSON `date` is written as.
  public func jsonValue(for date: Date) -> JSONValue {
    switch self {
    case .deferredToDate: Self.number(date.timeIntervalSinceReferenceDate)
    case .secondsSince1970: Self.number(date.timeIntervalSince1970)
    case .millisecondsSince1970: Self.number(date.timeIntervalSince1970 * 1000)
    case .iso8601: .string(date.formatted(Self.iso8601Style))
    case .formatted(let format): .string(Self.withFormatter(format) { $0.string(from: date) })
    }
  }

  /// The date `JSONDecoder` reads from `json` under this strategy, or `nil` when it cannot read one.
  public func date(from json: JSONValue) -> Date? {
    switch (self, json) {
    case (.deferredToDate, .number(let number)): number.doubleValue.map { Date(timeIntervalSinceReferenceDate: $0) }
    case (.secondsSince1970, .number(let number)): number.doubleValue.map { Date(timeIntervalSince1970: $0) }
    case (.millisecondsSince1970, .number(let number)):
      number.doubleValue.map { Date(timeIntervalSince1970: $0 / 1000) }
    case (.iso8601, .string(let text)): InternetDateTime.date(from: text) ?? (try? Self.iso8601Style.parse(text))
    case (.formatted(let format), .string(let text)): Self.withFormatter(format) { $0.date(from: text) }
    default: nil
    }
  }

  /// `date` as it reads back after a round trip through this strategy's JSON.
  public func roundTripped(_ date: Date) -> Date {
    self.date(from: jsonValue(for: date)) ?? date
  }

  /// `date` as this strategy writes it, in JSON text: `"2024-05-01T12:00:00Z"` or `1714564800`.
  public func text(for date: Date) -> String {
    jsonValue(for: date).compactText
  }

  private static let iso8601Style = Date.ISO8601FormatStyle()

  private static func number(_ value: Double) -> JSONValue {
    JSONNumber(value).map(JSONValue.number) ?? .null
  }

  /// The formatters made so far, one per format: making one costs about three times what reading a
  /// date with it does. A formatter is used under the lock only, one thread at a time.
  private static let formatters = Mutex<[String: DateFormatter]>([:])

  private static func withFormatter<Result: Sendable>(_ format: String, _ body: (DateFormatter) -> Result) -> Result {
    formatters.withLock { formatters in
      if let formatter = formatters[format] { return body(formatter) }
      let formatter = dateFormatter(format)
      formatters[format] = formatter
      return body(formatter)
    }
  }

  /// A formatter that reads and writes `format` as `JSONDecoder` is set up to: `en_US_POSIX`, UTC.
  package static func dateFormatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = format
    return formatter
  }
}
