import Foundation
import JSONFragment

/// The forms servers write dates in as text, as strategies a fragment key can write: the one
/// that reads a sample and writes it back unchanged is the form of that key's dates.
enum StringDateForms {
  static let candidates: [JSONDateStrategy] =
    [.iso8601]
    + [
      "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss",
      "yyyy-MM-dd", "yyyy/MM/dd", "dd.MM.yyyy", "MM/dd/yyyy",
    ].map(JSONDateStrategy.formatted)

  /// The first candidate that reads `sample` and writes the date back as the same text.
  static func strategy(writing sample: JSONValue) -> JSONDateStrategy? {
    candidates.first { strategy in
      guard let date = strategy.date(from: sample) else { return false }
      return strategy.jsonValue(for: date) == sample
    }
  }
}
