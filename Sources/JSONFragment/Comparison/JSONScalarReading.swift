import Foundation

/// Reads a JSON scalar as the Swift value `JSONDecoder` makes of it, so that a payload's value can
/// be compared with a model's property by `==`, without printing either.
enum JSONScalarReading {
  /// `json` as a `Value`, or `nil` when it does not read as one (or `Value` is not a scalar this
  /// knows: then callers compare JSON with JSON).
  static func read<Value>(_ json: JSONValue, as type: Value.Type) -> Value? {
    if let readable = type as? any JSONScalarReadable.Type { return readable.read(json) as? Value }
    if let raw = type as? any RawRepresentable.Type { return readRaw(raw, json) as? Value }
    return nil
  }

  private static func readRaw<Raw: RawRepresentable>(_ type: Raw.Type, _ json: JSONValue) -> Raw? {
    guard let rawType = Raw.RawValue.self as? any JSONScalarReadable.Type,
      let raw = rawType.read(json) as? Raw.RawValue
    else { return nil }
    return Raw(rawValue: raw)
  }
}

/// A scalar type that a JSON value reads as, the way `JSONDecoder` reads it.
protocol JSONScalarReadable {
  static func read(_ json: JSONValue) -> Self?
}

extension String: JSONScalarReadable {
  static func read(_ json: JSONValue) -> String? {
    if case .string(let text) = json { return text }
    return nil
  }
}

extension Bool: JSONScalarReadable {
  static func read(_ json: JSONValue) -> Bool? {
    if case .bool(let flag) = json { return flag }
    return nil
  }
}

extension FixedWidthInteger {
  /// A whole number, written plainly (`6`) or otherwise (`6.0`, `6e0`), as `JSONDecoder` accepts.
  static func read(_ json: JSONValue) -> Self? {
    guard case .number(let number) = json else { return nil }
    return Self(number.text) ?? Double(number.text).flatMap { Self(exactly: $0) }
  }
}

extension Int: JSONScalarReadable {}
extension Int8: JSONScalarReadable {}
extension Int16: JSONScalarReadable {}
extension Int32: JSONScalarReadable {}
extension Int64: JSONScalarReadable {}
extension UInt: JSONScalarReadable {}
extension UInt8: JSONScalarReadable {}
extension UInt16: JSONScalarReadable {}
extension UInt32: JSONScalarReadable {}
extension UInt64: JSONScalarReadable {}

extension Double: JSONScalarReadable {
  static func read(_ json: JSONValue) -> Double? {
    if case .number(let number) = json { return Double(number.text) }
    return nil
  }
}

extension Float: JSONScalarReadable {
  static func read(_ json: JSONValue) -> Float? {
    if case .number(let number) = json { return Float(number.text) }
    return nil
  }
}

extension Decimal: JSONScalarReadable {
  static func read(_ json: JSONValue) -> Decimal? {
    if case .number(let number) = json { return Decimal(string: number.text) }
    return nil
  }
}

extension URL: JSONScalarReadable {
  static func read(_ json: JSONValue) -> URL? {
    if case .string(let text) = json { return URL(string: text) }
    return nil
  }
}

extension UUID: JSONScalarReadable {
  static func read(_ json: JSONValue) -> UUID? {
    if case .string(let text) = json { return UUID(uuidString: text) }
    return nil
  }
}
