import JSONCore
import JSONTrace

/// The styles a payload's keys are joined in, other than camelCase, as a person names them:
/// `kebab-case`, `snake_case`, `UPPER_CASE`, `dot.case`, `PascalCase`, `space separated`.
struct KeyStyles {
  private(set) var names: [String] = []

  /// The styles of the keys of `values`' objects, within a few levels, in the order first seen.
  init(_ values: [JSONValue]) {
    for value in values { collect(value, depth: 0) }
  }

  private mutating func collect(_ value: JSONValue, depth: Int) {
    guard depth < 4 else { return }
    switch value {
    case .object(let object):
      for key in object.keys { note(Self.style(of: key)) }
      for member in object.members.prefix(64) { collect(member.value, depth: depth + 1) }
    case .array(let elements):
      if let first = elements.first { collect(first, depth: depth + 1) }
    default:
      break
    }
  }

  private mutating func note(_ style: String?) {
    if let style, !names.contains(style) { names.append(style) }
  }

  /// The style of a key of more than one word, or nil for camelCase, one word, or a key whose
  /// words are not a style (`_id`, `$ref`).
  static func style(of key: String) -> String? {
    let words = WordKeys.words(key)
    guard words.count > 1, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else {
      if words.count == 1, key.first?.isUppercase == true, key.contains(where: \.isLowercase) { return "PascalCase" }
      return nil
    }
    let letters = key.filter(\.isLetter)
    if key.contains("-" as Character) { return "kebab-case" }
    if key.contains("_" as Character) { return letters.allSatisfy(\.isUppercase) ? "UPPER_CASE" : "snake_case" }
    if key.contains("." as Character) { return "dot.case" }
    if key.contains(" " as Character) { return "space separated" }
    return key.first?.isUppercase == true ? "PascalCase" : nil
  }
}
