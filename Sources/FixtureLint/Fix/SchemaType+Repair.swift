import JSONCore
import ModelProbe

extension ModelSchema {
  /// The type the model reads at `path` of a payload (any element of an array, each position of
  /// one read by position, any value of a dictionary), if the schema goes that far; `sameKey`
  /// says which payload key is a field's.
  func type(at path: JSONPath, sameKey: (String, String) -> Bool = (==)) -> SchemaType? {
    type(following: path, sameKey: sameKey)
  }

  /// The fields of the object the model reads at `path`, if it reads one there.
  func objectFields(at path: JSONPath, sameKey: (String, String) -> Bool = (==)) -> [SchemaField]? {
    guard case .object(_, let fields) = type(at: path, sameKey: sameKey) else { return nil }
    return fields
  }
}

extension SchemaType {
  /// Whether a JSON value of `value`'s kind can be what the model reads as this type: the JSON
  /// type matches (and, for an enum, the value is one of its cases). Custom checks a model makes
  /// are not known here; decoding the repaired fixture is what tells.
  func admits(_ value: JSONValue) -> Bool {
    switch (self, value) {
    case (.recursive, _), (.unknown, _): true
    case (.string, .string), (.url, .string), (.uuid, .string), (.data, .string): true
    case (.date, .string), (.date, .number): true
    case (.bool, .bool): true
    case (.integer, .number(let number)): !number.text.contains(where: { ".eE".contains($0) })
    case (.number, .number): true
    case (.enumeration(_, let cases), .string(let text)): cases.contains(text)
    case (.enumeration(_, let cases), .number(let number)): cases.contains(number.text)
    case (.object, .object), (.dictionary, .object), (.array, .array): true
    default: false
    }
  }
}
