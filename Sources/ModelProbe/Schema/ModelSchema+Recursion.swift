import JSONCore

extension ModelSchema {
  /// The type at `path` (array elements at `[0]`, a dictionary's values at ``anyKey``), following
  /// a recursive type (`subcommands: [CommandInfoV0]` inside `CommandInfoV0`) back to the object
  /// that describes it; `nil` where the schema has no such path.
  public func type(following path: JSONPath) -> SchemaType? {
    var type = root
    for component in path.components {
      guard let current = described(type) else { return nil }
      switch (current, component) {
      case (.object(_, let fields), .key(let key)):
        guard let field = fields.first(where: { $0.key == key }) else { return nil }
        type = field.type
      case (.dictionary(let value), .key): type = value
      case (.array(let element), .index): type = element
      default: return nil
      }
    }
    return described(type)
  }

  /// `type`, or the object a recursive type names.
  private func described(_ type: SchemaType) -> SchemaType? {
    guard case .recursive(let name) = type else { return type }
    return Self.object(named: name, in: root)
  }

  private static func object(named name: String, in type: SchemaType) -> SchemaType? {
    switch type {
    case .object(let found, let fields):
      if found == name { return type }
      return fields.lazy.compactMap { object(named: name, in: $0.type) }.first
    case .array(let element), .dictionary(let element): return object(named: name, in: element)
    default: return nil
    }
  }
}
