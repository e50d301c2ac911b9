/// One field of a fragment: what the payload says for a key.
///
/// `null` and `absent` are different payloads: `{"name": null}` and `{}`. A model may treat them
/// alike, but a server may not send them alike, so tests should cover both.
public enum Field<Value> {
  /// The key holds this value.
  case value(Value)
  /// The key holds `null`.
  case null
  /// The key is left out of the payload.
  case absent
  /// The key holds this JSON, whatever the model expects: for negative cases such as a wrong type
  /// (`.raw("6")` where a number belongs) or an unknown enum raw value (`.raw("shadow")`).
  case raw(JSONValue)
}

extension Field {
  /// The field's JSON text as given, parsed: `try .raw(json: "[1, 2")` throws with line and column.
  public static func raw(json text: String) throws(JSONParseError) -> Field {
    .raw(try JSONParser.parse(text))
  }

  /// The value, when the field holds one.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// The presence of this field with its value left out.
  public var presence: FieldPresence {
    switch self {
    case .value: .value
    case .null: .null
    case .absent: .absent
    case .raw: .raw
    }
  }
}

extension Field: Sendable where Value: Sendable {}
extension Field: Equatable where Value: Equatable {}
extension Field: Hashable where Value: Hashable {}

extension Field: ExpressibleByUnicodeScalarLiteral where Value == String {
  /// A string value from a literal.
  public init(unicodeScalarLiteral value: String) { self = .value(value) }
}
extension Field: ExpressibleByExtendedGraphemeClusterLiteral where Value == String {
  /// A string value from a literal.
  public init(extendedGraphemeClusterLiteral value: String) { self = .value(value) }
}
extension Field: ExpressibleByStringLiteral where Value == String {
  /// `fragment.name = "Pikachu"` is `.value("Pikachu")`.
  public init(stringLiteral value: String) { self = .value(value) }
}

extension Field: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {
  /// `fragment.pokedexIndex = 25` is `.value(25)`.
  public init(integerLiteral value: Value.IntegerLiteralType) { self = .value(Value(integerLiteral: value)) }
}

extension Field: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {
  /// A number from a floating-point literal, written as the literal reads.
  public init(floatLiteral value: Value.FloatLiteralType) { self = .value(Value(floatLiteral: value)) }
}

extension Field: ExpressibleByBooleanLiteral where Value == Bool {
  /// A Boolean value from a literal.
  public init(booleanLiteral value: Bool) { self = .value(value) }
}

/// Which of the four states a ``Field`` is in.
public enum FieldPresence: String, Sendable, Hashable, CaseIterable {
  /// The field holds a value.
  case value
  /// The key is written with `null`.
  case null
  /// The key is left out of the payload.
  case absent
  /// The key is written with raw JSON.
  case raw
}
