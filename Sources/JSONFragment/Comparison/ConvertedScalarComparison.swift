import CustomDump
import Foundation

extension FieldComparison {
  /// A value of JSON `sent` against `actual`, the property the model converts it into: they agree
  /// when they are the same JSON, or the same scalar whatever its type (`42`, `"42"` and `42.0`;
  /// `true`, `"true"`, `1` and `"1"`). A property of a type of the model's own is compared by the scalar it
  /// holds (`JSONValue.held(by:)`: the value an enum case carries, or a struct keeps).
  static func converted<Value>(_ sent: JSONValue, _ actual: Value, at path: JSONPath) -> FieldComparison {
    let kept = (actual as? any JSONRepresentable)?.jsonValue ?? JSONValue.held(by: actual)
    let expected = sent.compactText
    guard let kept, sent == kept || sameScalar(sent, kept) else {
      return .mismatch(at: path, expected: expected, actual: String(customDumping: actual))
    }
    return FieldComparison(path: path, expected: expected, actual: kept.compactText, verdict: .match)
  }

  /// A value of JSON against an optional property, which must hold one.
  static func converted<Value>(_ sent: JSONValue, _ actual: Value?, at path: JSONPath)
    -> FieldComparison
  {
    guard let actual else { return .mismatch(at: path, expected: sent.compactText, actual: "nil") }
    return converted(sent, actual, at: path)
  }

  private static func sameScalar(_ one: JSONValue, _ other: JSONValue) -> Bool {
    guard let first = scalarText(one), let second = scalarText(other) else { return false }
    if first == second { return true }
    // A flag sent as `1`, `0`, `"0"` or `"yes"` that the model keeps as a `Bool`.
    if case .bool(let flag) = one { return flagWords[second.lowercased()] == flag }
    if case .bool(let flag) = other { return flagWords[first.lowercased()] == flag }
    guard let left = Decimal(string: first, locale: Locale(identifier: "en_US_POSIX")),
      let right = Decimal(string: second, locale: Locale(identifier: "en_US_POSIX"))
    else { return false }
    return left == right && isNumeral(first) && isNumeral(second)
  }

  /// The texts a flag is sent as, besides `true` and `false`.
  private static let flagWords = ["true": true, "false": false, "yes": true, "no": false, "1": true, "0": false]

  /// A scalar's text: a string's own, a number's as written, `true` or `false`.
  private static func scalarText(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): text
    case .number(let number): number.text
    case .bool(let flag): flag ? "true" : "false"
    default: nil
    }
  }

  /// Whether `text` is a number and nothing more (`Decimal(string:)` reads `"3 seats"` as 3).
  private static func isNumeral(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isNumber || "+-.eE".contains($0) }
  }
}
