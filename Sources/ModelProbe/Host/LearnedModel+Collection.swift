import JSONCore

extension LearnedModel {
  /// What is learned of an array of the model (`[Notice]`), from what is learned of the model:
  /// every key path and property path one level down, at `[0]`, so each element is compared as
  /// the model is, through the branch its own discriminator chooses.
  package func asElementsOfArray(named name: String) -> LearnedModel {
    let down = { (path: JSONPath) in JSONPath([.index(0)] + path.components) }
    let steps = { (steps: [PropertyMap.Step]) in [PropertyMap.Step.index(0)] + steps }
    var schema = schema
    schema.name = name
    schema.root = .array(schema.root)
    schema.unlearned = schema.unlearned.map { ModelSchema.Gap(path: down($0.path), reason: $0.reason) }
    schema.branchings = schema.branchings.map {
      ModelSchema.Branching(object: down($0.object), discriminator: $0.discriminator, branches: $0.branches)
    }
    // A model read by position (`[1710288000, 2.6]`) is so in every element.
    schema.positionalArrays = schema.positionalArrays.map(down)
    schema.positionalTypes = Dictionary(uniqueKeysWithValues: schema.positionalTypes.map { (down($0.key), $0.value) })
    schema.accepted = Dictionary(uniqueKeysWithValues: schema.accepted.map { (down($0.key), $0.value) })
    var map = map
    map.properties = Dictionary(uniqueKeysWithValues: map.properties.map { (down($0.key), steps($0.value)) })
    map.unmapped = map.unmapped.map(down)
    map.branches = map.branches.map { branch in
      PropertyMap.BranchProperties(
        object: down(branch.object), valueText: branch.valueText,
        properties: Dictionary(uniqueKeysWithValues: branch.properties.map { (down($0.key), steps($0.value)) }))
    }
    map.reasons = Dictionary(uniqueKeysWithValues: map.reasons.map { (down($0.key), $0.value) })
    return LearnedModel(schema: schema, map: map)
  }
}
