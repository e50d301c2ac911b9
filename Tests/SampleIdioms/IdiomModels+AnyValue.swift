extension IdiomModels {
  /// Any JSON value, each member and element read as another: a catch-all a model keeps a whole
  /// payload in, as SDKs keep claims.
  public indirect enum AnyValue: Decodable, Sendable, Equatable {
    case object([String: AnyValue])
    case array([AnyValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: Key.self) {
        self = .object(
          try object.allKeys.reduce(into: [:]) { members, key in
            members[key.stringValue] = try object.decode(AnyValue.self, forKey: key)
          })
      } else if var array = try? decoder.unkeyedContainer() {
        var elements: [AnyValue] = []
        while !array.isAtEnd { elements.append(try array.decode(AnyValue.self)) }
        self = .array(elements)
      } else {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
          self = .null
        } else if let bool = try? value.decode(Bool.self) {
          self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
          self = .number(number)
        } else {
          self = .string(try value.decode(String.self))
        }
      }
    }
  }
}
