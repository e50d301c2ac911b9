import JSONCore
import ModelProbe

/// An object whose one key the server chooses (`{"albums": [...]}` read by `allKeys.first` into
/// `items`): the model reads it as a map but keeps only the value, not the key. A fragment of one
/// payload names the key that payload holds, and compares its value with the property it lands in.
extension GeneratedFragmentPlanner {
  /// This planner with every such object of `payload` written as an object of the one key it
  /// holds there, mapped where the model's map of any key lands.
  func namingServerChosenKeys(in payload: JSONValue) -> GeneratedFragmentPlanner {
    var renames: [Rename] = []
    let root = named(schema.root, at: .root, in: payload, renames: &renames)
    guard !renames.isEmpty else { return self }
    // What is learned at a path under any key holds at the payload's key.
    let moved = { (path: JSONPath) -> JSONPath in
      renames.reduce(path) { path, rename in
        guard path.components.starts(with: rename.any.components) else { return path }
        return JSONPath(rename.keyed.components + path.components.dropFirst(rename.any.components.count))
      }
    }
    func adding<Value>(_ entries: [JSONPath: Value]) -> [JSONPath: Value] {
      entries.merging(entries.map { (moved($0.key), $0.value) }) { kept, _ in kept }
    }
    var schema = schema
    schema.root = root
    schema.accepted = adding(schema.accepted)
    schema.positionalTypes = adding(schema.positionalTypes)
    schema.positionalArrays += schema.positionalArrays.map(moved)
    schema.branchings += schema.branchings.map { branching in
      var branching = branching
      branching.object = moved(branching.object)
      return branching
    }
    var map = map
    map.properties = adding(map.properties)
    // The key itself feeds the property its value lands in.
    for rename in renames where map.properties[rename.keyed] == nil {
      map.properties[rename.keyed] = rename.steps
    }
    map.reasons = adding(map.reasons)
    map.positionalArrays += map.positionalArrays.map(moved)
    map.branches += map.branches.map { branch in
      var branch = branch
      branch.object = moved(branch.object)
      branch.properties = adding(branch.properties)
      return branch
    }
    return GeneratedFragmentPlanner(schema: schema, map: map, facts: facts, reach: reach)
  }

  /// The key that stands for any key of an object, the key a payload holds there, and the
  /// property the value under it lands in.
  struct Rename {
    var any: JSONPath
    var keyed: JSONPath
    var steps: [PropertyMap.Step]
  }

  private func named(
    _ type: SchemaType, at path: JSONPath, in payload: JSONValue, renames: inout [Rename]
  ) -> SchemaType {
    switch type {
    case .object(let name, var fields):
      for index in fields.indices {
        fields[index].type = named(
          fields[index].type, at: path.appending(key: fields[index].key), in: payload, renames: &renames)
      }
      return .object(name: name, fields: fields)
    case .array(let element):
      return .array(named(element, at: path.appending(index: 0), in: payload, renames: &renames))
    case .dictionary(let value):
      let anyKey = path.appending(key: ModelSchema.anyKey)
      guard case .object(let members)? = payload[path], members.count == 1, let key = members.first?.key,
        let valueSteps = sharedSteps(under: anyKey) ?? map.properties[anyKey], case .property? = valueSteps.last,
        !map.properties.contains(where: { $0.key.components.starts(with: anyKey.components) && $0.value.hasKey })
      else { return type }
      let objectSteps = Array(valueSteps.dropLast())
      guard let name = objectSteps.isEmpty ? schema.name : facts.property(at: objectSteps)?.typeName else {
        return type
      }
      let keyed = path.appending(key: key)
      renames.append(Rename(any: anyKey, keyed: keyed, steps: valueSteps))
      let held = named(value, at: keyed, in: payload, renames: &renames)
      return .object(name: name, fields: [SchemaField(key: key, type: held, isRequired: true)])
    default:
      return type
    }
  }
}

extension [PropertyMap.Step] {
  /// Whether a map's key is one of the steps: the model keeps the keys it read.
  fileprivate var hasKey: Bool {
    contains { if case .key = $0 { true } else { false } }
  }
}
