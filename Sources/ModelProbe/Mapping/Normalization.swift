import Foundation
import JSONCore

/// The rules by which a model may hold another value than the payload's and still keep what it
/// meant: an empty string read as `nil`, a default for `null`, a number or a date read from a
/// string, a trimmed string. Anything else that differs is a mismatch: a value lost or changed.
enum Normalization {
  /// The rule that turns `value` into `actual` (unwrapped; `nil` for an optional holding nothing),
  /// if one does.
  static func rule(from value: JSONValue, to actual: Any?) -> String? {
    switch (value, actual) {
    case (.string(let text), nil) where text.allSatisfy(\.isWhitespace):
      return text.isEmpty ? "an empty string read as nil" : "a blank string read as nil"
    case (.null, let actual?):
      return isDefault(actual) ? "null read as a default" : nil
    case (.string(let text), let actual?):
      return fromString(text.trimmingCharacters(in: .whitespacesAndNewlines), to: actual, trimmed: text)
    case (.number(let number), let actual?):
      return fromNumber(number.text, to: actual)
    case (.bool(let flag), let actual as String):
      return actual == String(flag) ? "a boolean read as text" : nil
    default:
      return nil
    }
  }

  private static func fromString(_ text: String, to actual: Any, trimmed original: String) -> String? {
    switch actual {
    case let string as String:
      if string == text { return "a string read trimmed" }
      if string.lowercased() == original.lowercased() { return "a string read in another case" }
      return nil
    case let flag as Bool:
      let words: [String: Bool] = ["true": true, "false": false, "yes": true, "no": false, "1": true, "0": false]
      return words[text.lowercased()] == flag ? "a boolean read from a string" : nil
    case let date as Date:
      if DateTexts.dates(in: text).contains(where: { abs($0.timeIntervalSince(date)) < 1 }) {
        return "a date read from a string"
      }
      return fromNumber(text, to: date) == nil ? nil : "a date read from a string of a number"
    case let url as URL:
      return URL(string: text) == url ? "a URL read from a trimmed string" : nil
    case let duration as Duration:
      return DurationText.duration(text) == duration ? "a duration read from a string" : nil
    case let raw as any RawRepresentable:
      if let string = raw.rawValue as? String, string.lowercased() == text.lowercased() {
        return "a string read in another case"
      }
      if isCase(raw, named: text) { return "an enum case read from its name" }
      return fromString(text, to: raw.rawValue, trimmed: original) ?? keptByFallback(raw, text)
    default:
      if isCase(actual, named: text) { return "an enum case read from its name" }
      guard let number = ModelReflection.number(actual), let written = Decimal(string: text) else { return nil }
      return written == number ? "a number read from a string" : nil
    }
  }

  /// The rule for a case an enum's own decoding keeps for a value it does not know (`.unknown` for
  /// `"suspended"`): no case has `written` as its raw value, or the enum's own `init(rawValue:)`
  /// gives that case for it. A value that is another case's raw value is a mismatch.
  static func keptByFallback<Written>(_ raw: any RawRepresentable, _ written: Written) -> String? {
    func kept<Value: RawRepresentable>(_ value: Value) -> Bool {
      guard let rawValue = written as? Value.RawValue else { return false }
      guard let made = Value(rawValue: rawValue) else { return true }
      return String(describing: made.rawValue) == String(describing: value.rawValue)
    }
    return kept(raw) ? fallbackRule : nil
  }

  static let fallbackRule = "a value it does not know, kept by the model's fallback"

  /// Whether `value` is a case without associated values whose name `text` spells, whatever its
  /// case style (`UNIMPLEMENTED` and `unimplemented`, `INVALID_ARGUMENT` and `invalidArgument`).
  private static func isCase(_ value: Any, named text: String) -> Bool {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return false }
    let folded = { (name: String) in name.lowercased().filter { $0 != "_" && $0 != "-" } }
    return folded(String(describing: value)) == folded(text)
  }

  private static func fromNumber(_ text: String, to actual: Any) -> String? {
    switch actual {
    case let string as String:
      return Decimal(string: string) == Decimal(string: text) ? "a number read as text" : nil
    case let flag as Bool:
      return (text == "1" && flag) || (text == "0" && !flag) ? "a number read as a boolean" : nil
    case let duration as Duration:
      guard let seconds = Decimal(string: text) else { return nil }
      return [seconds, seconds / 1000].contains { DurationText.duration(seconds: $0) == duration }
        ? "a duration read from a number" : nil
    case let raw as any RawRepresentable:
      return Int(text).flatMap { keptByFallback(raw, $0) }
    case let date as Date:
      guard let seconds = Double(text) else { return nil }
      let candidates = [seconds, seconds / 1000]
      return candidates.contains { abs($0 - date.timeIntervalSince1970) < 1 } ? "a date read from a number" : nil
    default:
      return nil
    }
  }

  /// Whether `value` is what a model puts where `null` stands: zero, empty, false.
  private static func isDefault(_ value: Any) -> Bool {
    switch value {
    case let string as String: string.isEmpty
    case let flag as Bool: !flag
    case let collection as any Collection: collection.isEmpty
    default: ModelReflection.number(value) == 0
    }
  }
}
