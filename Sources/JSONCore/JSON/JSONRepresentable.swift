import Foundation

/// A Swift value that knows the JSON it is written as in a payload.
///
/// The standard scalar types, arrays, dictionaries with string keys, `URL`, `UUID`, `Decimal`
/// and `Data` conform already; dates have keys of their own that take a ``JSONDateStrategy``. An enum backed
/// by a `String` or an integer needs one line in the test target:
///
/// ```swift
/// extension Pokemon.Kind: JSONRepresentable {}
/// ```
public protocol JSONRepresentable {
  /// The JSON this value is written as.
  var jsonValue: JSONValue { get }
}

extension RawRepresentable where RawValue: JSONRepresentable {
  /// The raw value's JSON, as `JSONDecoder` expects for a raw-value enum.
  public var jsonValue: JSONValue { rawValue.jsonValue }
}

extension JSONValue: JSONRepresentable {
  /// The value as JSON.
  public var jsonValue: JSONValue { self }
}

extension String: JSONRepresentable {
  /// The value as JSON.
  public var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONRepresentable {
  /// The value as JSON.
  public var jsonValue: JSONValue { .bool(self) }
}

extension Int: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension Int8: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension Int16: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension Int32: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension Int64: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension UInt: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension UInt8: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension UInt16: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension UInt32: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }
extension UInt64: JSONRepresentable { public var jsonValue: JSONValue { .number(JSONNumber(self)) } }

extension Double: JSONRepresentable {
  /// The shortest text that reads back as this `Double`; JSON has no NaN or infinity, so those
  /// are written as `null`.
  public var jsonValue: JSONValue { JSONNumber(self).map(JSONValue.number) ?? .null }
}

extension Float: JSONRepresentable {
  /// The shortest text that reads back as this `Float`; NaN and infinities are written as `null`.
  public var jsonValue: JSONValue { JSONNumber(self).map(JSONValue.number) ?? .null }
}

extension Decimal: JSONRepresentable {
  /// The value as JSON.
  public var jsonValue: JSONValue { JSONNumber(text: description).map(JSONValue.number) ?? .null }
}

extension URL: JSONRepresentable {
  /// The absolute string, as `JSONDecoder` reads a `URL`.
  public var jsonValue: JSONValue { .string(absoluteString) }
}

extension UUID: JSONRepresentable {
  /// The canonical upper-case text, as `JSONDecoder` reads a `UUID`.
  public var jsonValue: JSONValue { .string(uuidString) }
}

extension Data: JSONRepresentable {
  /// Base64 text, as `JSONDecoder` reads `Data` by default.
  public var jsonValue: JSONValue { .string(base64EncodedString()) }
}

extension Dictionary: JSONRepresentable where Key == String, Value: JSONRepresentable {
  /// An object with the keys in sorted order, so that the same dictionary always writes the
  /// same payload.
  public var jsonValue: JSONValue {
    .object(JSONObject(sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value.jsonValue) }))
  }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
  /// The value as JSON.
  public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

extension Optional: JSONRepresentable where Wrapped: JSONRepresentable {
  /// The wrapped value's JSON, or `null`.
  public var jsonValue: JSONValue { self?.jsonValue ?? .null }
}
