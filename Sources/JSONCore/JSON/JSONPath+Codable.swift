extension JSONPath: Codable {
  /// A path is written as the list of its steps: a string for a key, a number for an index
  /// (`["moves", 2, "power"]`).
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var components: [Component] = []
    while !container.isAtEnd {
      if let index = try? container.decode(Int.self) {
        components.append(.index(index))
      } else {
        components.append(.key(try container.decode(String.self)))
      }
    }
    self.init(components)
  }

  /// Encodes the path as its text (`moves[2].power`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for component in components {
      switch component {
      case .key(let key): try container.encode(key)
      case .index(let index): try container.encode(index)
      }
    }
  }
}
