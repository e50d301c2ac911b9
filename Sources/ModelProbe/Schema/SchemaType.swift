/// The shape of a model's JSON as its `init(from:)` asks for it.
public indirect enum SchemaType: Sendable, Hashable, Codable {
  /// A JSON string read as `String`.
  case string
  /// A JSON boolean.
  case bool
  /// A JSON number read as the named integer type (`Int`, `UInt8`...).
  case integer(String)
  /// A JSON number read as the named floating-point or decimal type.
  case number(String)
  /// A string read as a `URL`.
  case url
  /// A date, in the decoder's date strategy.
  case date
  /// A string read as a `UUID`.
  case uuid
  /// Base64 text read as `Data`.
  case data
  /// A `CaseIterable` raw-value enum and its raw values.
  case enumeration(name: String, cases: [String])
  /// An object and its fields, in the order the model asks for them.
  case object(name: String, fields: [SchemaField])
  /// An array and its element type.
  case array(SchemaType)
  /// An object used as a dictionary with string keys, and its value type.
  case dictionary(SchemaType)
  /// A type already being described further up (a recursive model).
  case recursive(name: String)
  /// Something the discovery could not learn; the reason is in ``ModelSchema/unlearned``.
  case unknown(name: String)

  /// A short name: `String`, `Int`, `Pokemon.Kind`, `[Asset]`, `object Address`.
  public var displayName: String {
    switch self {
    case .string: "String"
    case .bool: "Bool"
    case .integer(let name), .number(let name): name
    case .url: "URL"
    case .date: "Date"
    case .uuid: "UUID"
    case .data: "Data"
    case .enumeration(let name, _): name
    case .object(let name, _): name
    case .array(let element): "[\(element.displayName)]"
    case .dictionary(let value): "[String: \(value.displayName)]"
    case .recursive(let name): name
    case .unknown(let name): name
    }
  }
}

/// One key of an object in a ``ModelSchema``.
public struct SchemaField: Sendable, Hashable, Codable {
  /// The key as the payload spells it (the CodingKey's string, or its snake_case form under the
  /// `convertFromSnakeCase` strategy).
  public var key: String
  /// The key's type.
  public var type: SchemaType
  /// Whether decoding fails without the key: `decode` rather than `decodeIfPresent`.
  public var isRequired: Bool

  /// A field made of its parts.
  public init(key: String, type: SchemaType, isRequired: Bool) {
    self.key = key
    self.type = type
    self.isRequired = isRequired
  }
}
