/// A payload or model value cut to a length a report line can hold: a 50 MB string would
/// otherwise fill the terminal.
enum ShortenedValue {
  /// The most characters of a value a text report shows.
  static let limit = 200

  /// `text` when it is short, else its first ``limit`` characters, `…` and how many were left out.
  static func text(_ text: String) -> String {
    guard text.utf8.count > limit else { return text }
    let shown = text.prefix(limit)
    let omitted = text.unicodeScalars.count - shown.unicodeScalars.count
    return "\(shown)… (\(omitted) more characters)"
  }
}
