import JSONFragment

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
      let branch = branching.branches.first(where: { Self.selects(value, $0) })
    else { return nil }
    return [branching.discriminator] + branch.keys
  }

  private static func selects(_ value: JSONValue, _ branch: Branch) -> Bool {
    switch value {
    case .string(let text): text == branch.valueText
    case .number(let number): number.text == branch.valueText
    default: false
    }
  }
}
