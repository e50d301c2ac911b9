import Foundation

extension JSONDecoder {
  /// The API's snake_case keys, and its timestamps with or without fractional seconds.
  static let trailhead: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      for formatter in [DateFormatter.apiFractional, DateFormatter.api] {
        if let date = formatter.date(from: text) { return date }
      }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a timestamp: \(text)"))
    }
    return decoder
  }()
}

extension DateFormatter {
  static let api = formatter("yyyy-MM-dd'T'HH:mm:ssXXXXX")
  static let apiFractional = formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX")

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = format
    return formatter
  }
}
