import JSONCore

extension DecodingError {
  /// The JSON path of the failing value: the context's coding path, plus the key for a missing
  /// key (`JSONDecoder` leaves the key out of the coding path then).
  public var jsonPath: JSONPath {
    switch self {
    case .keyNotFound(let key, let context): JSONPath(codingPath: context.codingPath + [key])
    case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
      JSONPath(codingPath: context.codingPath)
    @unknown default: .root
    }
  }
}

extension JSONPath {
  /// The JSON path of a Codable coding path; array positions become indexes.
  public init(codingPath: [any CodingKey]) {
    self.init(
      codingPath.map { key in
        if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
        return .key(key.stringValue)
      })
  }
}
