import JSONCore
import JSONTrace
import ModelAdapter

extension ModelSchema {
  /// The branching of the object at `path` (any array index), if its keys depend on a discriminator.
  public func branching(at path: JSONPath) -> Branching? {
    let zeroed = path.withIndexesZeroed
    return branchings.first { $0.object == zeroed }
  }

  /// The keys the object at `path` reads when it is `object`: its discriminator and the keys of the
  /// branch its value selects; `nil` when the object does not branch or its value selects none.
  public func branchKeys(at path: JSONPath, in object: JSONObject) -> [String]? {
    guard let branching = branching(at: path), let value = object[branching.discriminator],
      let branch = branching.branches.first(where: { $0.isSelected(by: value) })
    else { return nil }
    return [branching.discriminator] + branch.keys
  }

  /// `payload` after the discriminator at `path` changed: the keys only other branches read leave
  /// the object (returned, so an editor can bring them back), and the keys of the branch its
  /// value selects arrive, from `restoring` when it has them, else with plausible values. Keys the
  /// branches share stay. A payload whose value selects no branch is returned as it is.
  public func switchingBranch(
    in payload: JSONValue, at path: JSONPath, options: DecodingOptions, restoring: [JSONPath: JSONValue] = [:]
  ) -> (payload: JSONValue, removed: [JSONPath: JSONValue]) {
    let objectPath = path.parent
    guard let branching = branching(at: objectPath), path == objectPath.appending(key: branching.discriminator),
      case .object(let object)? = payload[objectPath], let keys = branchKeys(at: objectPath, in: object),
      let fields = root.fields(at: objectPath.withIndexesZeroed)
    else { return (payload, [:]) }
    var result = payload
    var removed: [JSONPath: JSONValue] = [:]
    for key in Set(branching.branches.flatMap(\.keys)).subtracting(keys) {
      let keyPath = objectPath.appending(key: key)
      guard let value = result[keyPath] else { continue }
      removed[keyPath] = value
      result = result.replacing(keyPath, with: nil)
    }
    let order = fields.map(\.key)
    for field in fields where keys.contains(field.key) && result[objectPath.appending(key: field.key)] == nil {
      let keyPath = objectPath.appending(key: field.key)
      let value = restoring[keyPath] ?? SchemaPlaceholder.value(for: field.type, options: options, enums: enums)
      result = result.replacing(keyPath, with: value, keyOrder: order)
    }
    return (result, removed)
  }

}

extension ModelSchema.Branch {
  /// Whether a discriminator holding `value` selects this branch.
  func isSelected(by value: JSONValue) -> Bool {
    switch value {
    case .string(let text): text == valueText
    case .number(let number): number.text == valueText
    default: false
    }
  }

  /// This branch's discriminator value as JSON of the same kind as `current` (a string, or a
  /// number for an integer-backed enum).
  public func value(like current: JSONValue) -> JSONValue {
    if case .string = current { return .string(valueText) }
    return JSONNumber(text: valueText).map(JSONValue.number) ?? .string(valueText)
  }
}
