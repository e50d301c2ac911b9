import JSONCore

extension ModelSchema {
  /// The type at `path` (array elements at `[0]`, a dictionary's values at ``anyKey``), following
  /// a recursive type (`subcommands: [CommandInfoV0]` inside `CommandInfoV0`) back to the object
  /// that describes it; `nil` where the schema has no such path. An element of an array read by
  /// position has its position's type.
  public func type(following path: JSONPath) -> SchemaType? {
    type(following: path, sameKey: ==)
  }

  /// ``type(following:)``, `sameKey` saying which payload key is a field's.
  package func type(following path: JSONPath, sameKey: (String, String) -> Bool) -> SchemaType? {
    var type = root
    var shape = JSONPath.root
    for component in path.components {
      guard let current = described(type) else { return nil }
      switch (current, component) {
      case (.object(_, let fields), .key(let key)):
        guard let field = fields.first(where: { sameKey($0.key, key) }) else { return nil }
        type = field.type
        shape = shape.appending(key: field.key)
      case (.dictionary(let value), .key):
        type = value
        shape = shape.appending(key: Self.anyKey)
      case (.array(let element), .index(let index)):
        let position = positionalArrays.contains(shape) ? index : 0
        shape = shape.appending(index: position)
        type = position == 0 ? element : positionalTypes[shape] ?? element
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
