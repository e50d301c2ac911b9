import Foundation

/// How the storefront's API writes dates: `2024-03-15T10:30:00Z`, and `2024-03-15` for a day.
public enum StorefrontDates {
  public static func parseTimestamp(_ text: String) -> Date? {
    timestamp.date(from: text)
  }

  public static func parseDay(_ text: String) -> Date? {
    day.date(from: text)
  }

  /// `2024-03-15 09:12:44`, in UTC.
  public static func parseSpaced(_ text: String) -> Date? {
    spaced.date(from: text)
  }

  nonisolated(unsafe) private static let timestamp: DateFormatter = formatter("yyyy-MM-dd'T'HH:mm:ssXXXXX")
  nonisolated(unsafe) private static let day: DateFormatter = formatter("yyyy-MM-dd")
  nonisolated(unsafe) private static let spaced: DateFormatter = formatter("yyyy-MM-dd HH:mm:ss")

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}

extension KeyedDecodingContainer {
  /// A timestamp the API writes as text; `""` or an absent key is `nil`.
  func decodeTimestampIfPresent(forKey key: Key) throws -> Date? {
    guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
    guard let date = StorefrontDates.parseTimestamp(text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a timestamp: \(text)")
    }
    return date
  }

  /// `""` is `nil`, as the API sends it for a value it does not have.
  func decodeNonEmptyString(forKey key: Key) throws -> String? {
    guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
    return text
  }
}
