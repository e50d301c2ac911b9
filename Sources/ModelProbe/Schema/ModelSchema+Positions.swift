import JSONCore

extension ModelSchema {
  /// `path` as this schema keys it: every array index 0, except the indexes into an array read
  /// by position (``positionalArrays``), which keep their place.
  public func shapePath(of path: JSONPath) -> JSONPath {
    path.zeroed(keepingPositionsIn: positionalArrays)
  }

  /// The name of `type`, the type at `path` (in the form ``shapePath(of:)`` gives), with each
  /// array read by position named by its positions' types: `[(Int, Double)]` for readings sent as
  /// `[[1710201600, 18.2], ...]`.
  public func displayName(of type: SchemaType, at path: JSONPath) -> String {
    switch type {
    case .array(let element) where positionalArrays.contains(path):
      let count = 1 + positionalTypes.keys.filter { $0.parent == path }.count
      let names = (0..<count).map { index in
        let position = path.appending(index: index)
        let type = index == 0 ? element : positionalTypes[position]
        return type.map { displayName(of: $0, at: position) } ?? "?"
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
