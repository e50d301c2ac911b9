import Foundation
import JSONFragment
import JSONTrace
import ModelAdapter

/// Whether a JSON scalar and the Swift value a model decoded from it mean the same thing, decided
/// on the values themselves: a string against a `String` or a `URL`, a whole number against an
/// `Int`, a date in the decoder's strategy against a `Date`, a raw value against an enum. Other
/// pairs (`Float`, `Decimal`, `UUID`) go through the shared normalized text, as
/// ``ModelReflection/normalizedText(_:)`` writes the Swift value.
struct ScalarMatch {
  let options: DecodingOptions

  /// Whether `actual` (unwrapped; `nil` for an optional holding nothing) is what `value` says,
  /// read as `type`.
  func matches(_ value: JSONValue, _ actual: Any?, as type: SchemaType?) -> Bool {
    guard let actual else { return value == .null || normalized(value, as: type) == nil }
    if case .number(let number) = value, let double = actual as? Double {
      guard let written = Double(number.text) else { return false }
      return written == double && written.sign == double.sign
    }
    switch (value, type) {
    case (.string(let text), .string?), (.string(let text), nil), (.string(let text), .enumeration?):
      if let string = actual as? String { return string == text }
    case (.number(let number), .integer?), (.number(let number), nil):
      if let integer = actual as? Int, let written = Int(number.text) { return Double(written) == Double(integer) }
    case (.bool(let flag), _):
      if let bool = actual as? Bool { return bool == flag }
    case (.string(let text), .url?):
      if let url = actual as? URL, url.absoluteString == text { return true }
    case (_, .date?):
      if let date = actual as? Date {
        return self.date(from: value)?.timeIntervalSince1970 == date.timeIntervalSince1970
      }
    default:
      break
    }
    if let raw = actual as? any RawRepresentable { return matches(value, raw.rawValue, as: nil) }
    return normalized(value, as: type) == ModelReflection.normalizedText(actual)
  }

  /// The JSON scalar as ``ModelReflection/normalizedText(_:)`` would write the Swift value.
  private func normalized(_ value: JSONValue, as type: SchemaType?) -> String? {
    switch (value, type) {
    case (.number(let number), .number("Float")?):
      return Float(number.text).map { "n:\(Double($0))" }
    case (.number(let number), .number("Decimal")?):
      return Decimal(string: number.text).map { "n:" + NSDecimalNumber(decimal: $0).stringValue }
    case (_, .date?):
      return date(from: value).map { "d:\($0.timeIntervalSince1970)" }
    case (.string(let text), .url?):
      return URL(string: text).map { "s:" + $0.absoluteString }
    case (.string(let text), .uuid?):
      return UUID(uuidString: text).map { "s:" + $0.uuidString }
    case (.string(let text), _):
      return "s:" + text
    case (.number(let number), _):
      return Double(number.text).map { "n:\($0)" }
    case (.bool(let flag), _):
      return "b:\(flag)"
    default:
      return nil
    }
  }

  private func date(from value: JSONValue) -> Date? {
    options.date(from: value)
  }

}
