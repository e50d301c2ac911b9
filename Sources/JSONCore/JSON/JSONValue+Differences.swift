extension JSONValue {
  /// The paths at which `other` differs from this value: where a value was changed, added or
  /// removed, the deepest such path (an array of another length differs as a whole).
  package func differingPaths(from other: JSONValue, at path: JSONPath = .root) -> Set<JSONPath> {
    switch (self, other) {
    case (.object(let mine), .object(let theirs)):
      let keys = Set(mine.map(\.key)).union(theirs.map(\.key))
      return keys.reduce(into: []) { paths, key in
        let child = path.appending(key: key)
        switch (mine[key], theirs[key]) {
        case (let old?, let new?): paths.formUnion(old.differingPaths(from: new, at: child))
        default: paths.insert(child)
        }
      }
    case (.array(let mine), .array(let theirs)) where mine.count == theirs.count:
      return zip(mine, theirs).enumerated().reduce(into: []) { paths, pair in
        paths.formUnion(pair.element.0.differingPaths(from: pair.element.1, at: path.appending(index: pair.offset)))
      }
    default:
      return self == other ? [] : [path]
    }
  }
}
