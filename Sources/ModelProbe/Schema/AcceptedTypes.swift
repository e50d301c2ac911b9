import JSONCore

/// The JSON types a model accepts at a path where the fixtures hold values of more than one (an
/// identifier sent as `42` or as `"wo_12"`, read by trying `Int`, then `String`): each other kind
/// of value is handed to the model there, refused by any type that does not read it, and the types
/// that read one are the set.
enum AcceptedTypes {
  /// At most this many paths of a model are tried.
  static let pathLimit = 8

  /// The accepted types at each path of `scalarTypes` (the type first read at each scalar path)
  /// whose values in `samples` are of several JSON kinds, in the order the model tries them.
  /// `trying` describes the model with a value handed at a path and returns the types it asked
  /// for there, each with whether it read the value.
  static func learn(
    at scalarTypes: [JSONPath: SchemaType], samples: [JSONValue],
    trying: (JSONPath, JSONValue) -> [(type: SchemaType, read: Bool)]
  ) -> [JSONPath: [SchemaType]] {
    var accepted: [JSONPath: [SchemaType]] = [:]
    let paths = scalarTypes.keys.sorted().lazy.compactMap { path -> (JSONPath, [JSONValue])? in
      let kinds = distinctKinds(samples.flatMap { $0.values(atAnyIndex: path.components[...]) })
      return kinds.count > 1 ? (path, kinds) : nil
    }
    for (path, values) in paths.prefix(pathLimit) {
      var asked: [SchemaType] = []
      var read: Set<SchemaType> = []
      for value in values {
        for tried in trying(path, value) {
          if !asked.contains(tried.type) { asked.append(tried.type) }
          if tried.read { read.insert(tried.type) }
        }
      }
      let types = asked.filter(read.contains)
      if types.count > 1 { accepted[path] = types }
    }
    return accepted
  }

  /// The first value of each JSON kind among `values` (a string, a number, a boolean), `null`
  /// and containers aside.
  private static func distinctKinds(_ values: [JSONValue]) -> [JSONValue] {
    var seen: Set<String> = []
    return values.filter { value in
      let kind: String? =
        switch value {
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        default: nil
        }
      return kind.map { seen.insert($0).inserted } ?? false
    }
  }
}
