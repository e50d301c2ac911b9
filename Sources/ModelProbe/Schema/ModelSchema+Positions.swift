import JSONCore

extension ModelSchema {
  /// `path` as this schema keys it: every array index 0, except the indexes into an array read
  /// by position (``positionalArrays``), which keep their place.
  public func shapePath(of path: JSONPath) -> JSONPath {
    path.zeroed(keepingPositionsIn: positionalArrays)
  }

  /// `path` as the key tree names it: ``shapePath(of:)`` with each key of a map (an object read by
  /// the keys it holds) written as ``anyKey``, where what is learned for every key of it is kept
  /// (`stock.<key>[0].code` for `stock.crates[1].code`).
  public func treePath(of path: JSONPath) -> JSONPath {
    var type: SchemaType? = root
    var components: [JSONPath.Component] = []
    for component in shapePath(of: path).components {
      switch (type, component) {
      case (.dictionary(let value)?, .key):
        components.append(.key(Self.anyKey))
        type = value
      case (.object(_, let fields)?, .key(let key)):
        components.append(component)
        type = fields.first { $0.key == key }?.type
      case (.array(let element)?, .index):
        components.append(component)
        type = element
      default:
        components.append(component)
        type = nil
      }
    }
    return JSONPath(components)
  }

  /// The type of each position of the array at `path`, which the model reads by position, its
  /// first position's being `first` (the element type ``root`` names).
  public func positionTypes(at path: JSONPath, first: SchemaType) -> [SchemaType] {
    let count = 1 + positionalTypes.keys.filter { $0.parent == path }.count
    return (0..<count).map { index in index == 0 ? first : positionalTypes[path.appending(index: index)] ?? first }
  }

  /// The name of `type`, the type at `path` (in the form ``shapePath(of:)`` gives), with each
  /// array read by position named by its positions' types: `[(Int, Double)]` for readings sent as
  /// `[[1710201600, 18.2], ...]`.
  public func displayName(of type: SchemaType, at path: JSONPath) -> String {
    switch type {
    case .array(let element) where positionalArrays.contains(path):
      let names = positionTypes(at: path, first: element).enumerated().map { index, type in
        displayName(of: type, at: path.appending(index: index))
      }
      return "(" + names.joined(separator: ", ") + ")"
    case .array(let element):
      return "[" + displayName(of: element, at: path.appending(index: 0)) + "]"
    case .dictionary(let value):
      return "[String: " + displayName(of: value, at: path.appending(key: Self.anyKey)) + "]"
    default:
      return accepted[path].map { $0.map(\.displayName).joined(separator: " | ") } ?? type.displayName
    }
  }
}
