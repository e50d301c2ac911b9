import JSONCore

extension TraceNode {
  /// The path of the value `error` is about, each key spelled as the payload spells it. An error
  /// the model's own code throws for a key of its container (`dataCorruptedError(forKey:in:)`)
  /// names the key as the model does, `createdAt`, where the payload holds `created_at`: each
  /// key the payload lacks there is replaced by the member the key strategy converts to it, or,
  /// with none, by the spelling a missing key is given.
  func payloadPath(of error: DecodingError) -> JSONPath {
    let path = error.jsonPath
    guard recorder.options.keys != .useDefaultKeys, recorder.customKeys == nil else { return path }
    var root: TraceNode = self
    while let parent = root.parent { root = parent }
    var value: JSONValue? = root.value
    var components: [JSONPath.Component] = []
    for component in path.components {
      guard case .key(let key) = component, case .object(let object)? = value else {
        components.append(component)
        if case .index(let index) = component { value = value?[index] } else { value = nil }
        continue
      }
      if let member = object.members.first(where: { $0.key == key }) {
        components.append(component)
        value = member.value
      } else if let member = object.members.first(where: { spelledAlike($0.key, key) }) {
        components.append(.key(member.key))
        value = member.value
      } else {
        components.append(.key(missingSpelling(of: key, besides: object.members.map(\.key))))
        value = nil
      }
    }
    return JSONPath(components)
  }

  /// Whether the key strategy converts payload key `member` to the model's key `key`.
  private func spelledAlike(_ member: String, _ key: String) -> Bool {
    switch recorder.options.keys {
    case .useDefaultKeys: member == key
    case .convertFromSnakeCase: SnakeCaseKeys.convert(member) == key
    case .convertFromWords: WordKeys.reads(member, as: key)
    }
  }

  /// How the payload would spell the model's key `key`, which an object holding `members` lacks.
  func missingSpelling(of key: String, besides members: some Sequence<String>) -> String {
    switch recorder.options.keys {
    case .useDefaultKeys: key
    case .convertFromSnakeCase: SnakeCaseKeys.snakeCased(key)
    case .convertFromWords: WordKeys.spelling(of: key, besides: members)
    }
  }
}
