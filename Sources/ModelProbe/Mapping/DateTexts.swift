import Foundation

/// The dates a text may stand for, in the forms servers write them: ISO 8601 with or without
/// fractions of a second or a zone, a day alone, and a few others seen in real APIs.
enum DateTexts {
  static func dates(in text: String) -> [Date] {
    var found: [Date] = []
    for formatter in isoFormatters {
      if let date = formatter.date(from: text) { found.append(date) }
    }
    for formatter in formatters {
      if let date = formatter.date(from: text) { found.append(date) }
    }
    return found
  }

  private static let isoForms: [ISO8601DateFormatter.Options] = [
    [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
  ]

  nonisolated(unsafe) private static let isoFormatters: [ISO8601DateFormatter] = isoForms.map { options in
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = options
    return formatter
  }

  nonisolated(unsafe) private static let formatters: [DateFormatter] = [
    "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm:ssZ",
    "yyyy-MM-dd", "yyyy/MM/dd", "MM/dd/yyyy", "dd/MM/yyyy", "dd.MM.yyyy", "EEE, dd MMM yyyy HH:mm:ss zzz",
    "MMM d, yyyy",
  ].map { format in
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}
