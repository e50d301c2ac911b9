import JSONCore

/// A decoded value of a type most JSON scalars decode to, told from its dynamic type alone.
///
/// A cast from `Any` that fails searches the runtime's conformance tables, and ``ScalarMatch``
/// tried several per value (`UUID`, then `Double`, ...): a third of comparing a large payload.
/// Knowing the type first, it casts once, to the type the value is.
enum PlainValue {
  case string(String)
  case integer(Int)
  case double(Double)
  case bool(Bool)

  /// `nil` when `value` is of another type, even one that would cast to these (a bridged class).
  init?(_ value: Any) {
    // Read from the value's own type once opened: no dynamic cast, which costs as much as the
    // conformance search it starts with.
    func plain<Value>(_ value: Value) -> PlainValue? {
      if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
      if Value.self == Int.self { return .integer(unsafeBitCast(value, to: Int.self)) }
      if Value.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
      if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
      return nil
    }
    guard let found = _openExistential(value, do: plain) else { return nil }
    self = found
  }

  /// Whether the JSON scalar `value`, read as `type` reads it, is this value: the answer
  /// ``ScalarMatch/matches(_:_:as:)`` gives by casting, or `nil` where it goes on to compare
  /// normalized texts.
  func matches(_ value: JSONValue, as type: ScalarMatch.Reading?) -> Bool? {
    switch (self, value) {
    case (.string(let string), .string(let text)) where type == nil || type == .string || type == .enumeration:
      return string == text
    case (.integer(let integer), .number(let number)) where type == nil || type == .integer:
      guard let written = Int(number.text) else { return nil }
      return Double(written) == Double(integer)
    case (.double(let double), .number(let number)) where type != .integer:
      guard let written = Double(number.text) else { return false }
      return written == double && written.sign == double.sign
    case (.bool(let bool), .bool(let flag)):
      return bool == flag
    default:
      return nil
    }
  }
}
