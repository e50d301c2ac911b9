import JSONCore

extension SchemaType {
  /// Whether this is an array or a map: what a placeholder hands out there is made-up members.
  var isCollection: Bool {
    switch self {
    case .array, .dictionary: true
    default: false
    }
  }

  /// The fields of the object at `path` (array elements at `[0]`), if an object is there.
  func fields(at path: JSONPath) -> [SchemaField]? {
    guard let first = path.components.first else {
      if case .object(_, let fields) = self { return fields }
      return nil
    }
    let rest = JSONPath(Array(path.components.dropFirst()))
    switch (self, first) {
    case (.object(_, let fields), .key(let key)): return fields.first { $0.key == key }?.type.fields(at: rest)
    case (.array(let element), .index): return element.fields(at: rest)
    default: return nil
    }
  }

  /// This type with what `other`, read at the same place, reads and this one does not: the
  /// fields of objects at any depth (another branch's, where a discriminator decides what a
  /// sibling key holds), and a known type where this one is unknown.
  func merging(_ other: SchemaType) -> SchemaType {
    switch (self, other) {
    case (.object(let name, var fields), .object(_, let others)):
      for field in others {
        if let index = fields.firstIndex(where: { $0.key == field.key }) {
          fields[index].type = fields[index].type.merging(field.type)
        } else {
          fields.append(field)
        }
      }
      return .object(name: name, fields: fields)
    case (.array(let element), .array(let others)): return .array(element.merging(others))
    case (.dictionary(let value), .dictionary(let others)): return .dictionary(value.merging(others))
    case (.unknown, _): return other
    default: return self
    }
  }

  /// This type with `added` fields the object at `path` lacks appended to it (another branch's
  /// keys), and what those it holds read otherwise there merged into them (``merging(_:)``).
  func addingFields(_ added: [SchemaField], at path: JSONPath) -> SchemaType {
    guard let first = path.components.first else {
      guard case .object = self else { return self }
      return merging(.object(name: "", fields: added))
    }
    let rest = JSONPath(Array(path.components.dropFirst()))
    switch (self, first) {
    case (.object(let name, var fields), .key(let key)):
      guard let index = fields.firstIndex(where: { $0.key == key }) else { return self }
      fields[index].type = fields[index].type.addingFields(added, at: rest)
      return .object(name: name, fields: fields)
    case (.array(let element), .index):
      return .array(element.addingFields(added, at: rest))
    default:
      return self
    }
  }

  /// This type with the type at `path` (array elements at `[0]`) replaced by `part`, where the
  /// path leads through objects and arrays.
  func replacing(at path: JSONPath, with part: SchemaType) -> SchemaType {
    guard let first = path.components.first else { return part }
    let rest = JSONPath(Array(path.components.dropFirst()))
    switch (self, first) {
    case (.object(let name, var fields), .key(let key)):
      guard let index = fields.firstIndex(where: { $0.key == key }) else { return self }
      fields[index].type = fields[index].type.replacing(at: rest, with: part)
      return .object(name: name, fields: fields)
    case (.array(let element), .index):
      return .array(element.replacing(at: rest, with: part))
    default:
      return self
    }
  }
}

extension SchemaType {
  /// The type read at `path`: an object's field by its key, an array's element at any index, a
  /// map's value at any key; `nil` where the model reads nothing there.
  public func type(at path: JSONPath) -> SchemaType? {
    guard let first = path.components.first else { return self }
    let rest = JSONPath(Array(path.components.dropFirst()))
    switch (self, first) {
    case (.object(_, let fields), .key(let key)): return fields.first { $0.key == key }?.type.type(at: rest)
    case (.array(let element), .index): return element.type(at: rest)
    case (.dictionary(let value), .key): return value.type(at: rest)
    default: return nil
    }
  }
}
