extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
  /// A Boolean value from a literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// A number from an integer literal.
  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
  /// A number from a floating-point literal, written as the literal reads.
  public init(floatLiteral value: Double) { self = .number(JSONNumber(floatLiteral: value)) }
  /// A string from a literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array from a literal.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object from a literal, its members in the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { JSONMember($0.0, $0.1) }))
  }
}
