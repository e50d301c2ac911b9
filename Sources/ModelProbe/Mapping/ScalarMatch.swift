import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// Whether a JSON scalar and the Swift value a model decoded from it mean the same thing, decided
/// on the values themselves: a string against a `String` or a `URL`, a whole number against an
/// `Int`, a date in the decoder's strategy against a `Date`, a raw value against an enum. Other
/// pairs (`Float`, `Decimal`, `UUID`) go through the shared normalized text, as
/// ``ModelReflection/normalizedText(_:)`` writes the Swift value.
struct ScalarMatch {
  let options: DecodingOptions

  /// How a schema type reads a scalar, as far as matching cares. It holds nothing to retain, so
  /// threads that compare at once share no storage through it.
  enum Reading {
    case string, integer, float, decimal, otherNumber, url, date, uuid, enumeration, other

    init?(_ type: SchemaType?) {
      switch type {
      case nil: return nil
      case .string?: self = .string
      case .integer?: self = .integer
      case .number("Float")?: self = .float
      case .number("Decimal")?: self = .decimal
      case .number?: self = .otherNumber
      case .url?: self = .url
      case .date?: self = .date
      case .uuid?: self = .uuid
      case .enumeration?: self = .enumeration
      default: self = .other
      }
    }
  }

  /// Whether `actual` (unwrapped; `nil` for an optional holding nothing) is what `value` says,
  /// read as `type` reads it.
  func matches(_ value: JSONValue, _ actual: Any?, as type: Reading?) -> Bool {
    guard let actual else { return value == .null || normalized(value, as: type) == nil }
    if value == .null, Self.isNullCase(actual) { return true }
    if let plain = PlainValue(actual) {
      if let answer = plain.matches(value, as: type) { return answer }
      return normalized(value, as: type) == ModelReflection.normalizedText(actual)
    }
    return matchesByCasting(value, actual, as: type)
  }

  /// ``matches(_:_:as:)`` for a value that is not a ``PlainValue``.
  func matchesByCasting(_ value: JSONValue, _ actual: Any, as type: Reading?) -> Bool {
    // A UUID reads its string in any letter case, whatever the schema knows of the key (a case
    // its content chose holds it).
    if let uuid = actual as? UUID, case .string(let text) = value { return UUID(uuidString: text) == uuid }
    if case .number(let number) = value, type != .integer, let double = actual as? Double {
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
    let written = ModelReflection.normalizedText(actual)
    // A value of the model's own type read from one string (an identifier of several parts)
    // is that string when it writes it back.
    if written == nil, case .string(let text) = value, let described = actual as? any CustomStringConvertible,
      described.description == text
    {
      return true
    }
    return normalized(value, as: type) == written
  }

  /// Whether `actual` is the case an enum of JSON values keeps `null` as: one with no payload,
  /// named for it (`AnyJSON.null`, `.none`, `.nil`).
  static func isNullCase(_ actual: Any) -> Bool {
    let mirror = Mirror(reflecting: actual)
    guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return false }
    // By its name, or by the description its type gives it (`<null>`).
    return ["null", "none", "nil"].contains(String(describing: actual).lowercased().filter(\.isLetter))
  }

  /// The JSON scalar as ``ModelReflection/normalizedText(_:)`` would write the Swift value.
  private func normalized(_ value: JSONValue, as type: Reading?) -> String? {
    switch (value, type) {
    case (.number(let number), .float?):
      return Float(number.text).map { "n:\(Double($0))" }
    case (.number(let number), .decimal?):
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

  /// The date `value` writes in the decoder's date strategy.
  func date(from value: JSONValue) -> Date? {
    options.date(from: value)
  }

}
