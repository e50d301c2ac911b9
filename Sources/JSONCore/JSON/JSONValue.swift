/// A JSON value that keeps what a person wrote: object members stay in their order and numbers
/// keep their source text.
///
/// Equality is structural and exact: two numbers are equal when their texts are equal (`1` and
/// `1.0` differ), and two objects are equal when they hold the same members in the same order.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its source text.
  case number(JSONNumber)
  /// A string, unescaped.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object, its members in order.
  case object(JSONObject)
}

extension JSONValue {
  /// A short name of this value's kind, as messages say it: `null`, `a boolean`, `a number`, ...
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member value for `key` when this is an object (the first one when the key repeats, as `JSONDecoder` reads it).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The element at `index` when this is an array and the index is in range.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}

extension JSONValue {
  /// The value as a message names it: `null`, `the string "6"`, `the number 6.5`,
  /// `the boolean true`, `an object`, `an array`. Long strings are cut.
  public var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return "the boolean \(flag)"
    case .number(let number): return "the number \(number.text)"
    case .string(let text):
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "the string " + JSONValue.string(shown).compactText
    case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
    case .object(let object): return object.isEmpty ? "an empty object" : "an object"
    }
  }

  /// The value at `path`, if there is one.
  public subscript(path: JSONPath) -> JSONValue? {
    var current = self
    for component in path.components {
      switch component {
      case .key(let key):
        guard let next = current[key] else { return nil }
        current = next
      case .index(let index):
        guard let next = current[index] else { return nil }
        current = next
      }
    }
    return current
  }
}
