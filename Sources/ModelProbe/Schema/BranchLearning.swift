import JSONCore

/// A schema growing one branch at a time: after the model is learned once, each other value of a
/// discriminator is handed to it, and the keys it then reads join the key tree as a branch.
struct BranchLearning {
  /// The key tree as the model was first learned: each branch is compared with it.
  let base: SchemaType
  var root: SchemaType
  var gaps: [ModelSchema.Gap]
  var enums: [String: EnumDetail]
  var branchings: [ModelSchema.Branching] = []

  init(root: SchemaType, gaps: [ModelSchema.Gap], enums: [String: EnumDetail]) {
    self.base = root
    self.root = root
    self.gaps = gaps
    self.enums = enums
  }

  /// Learns the branch of every choice at `path` but `handed` (the value the model was first
  /// learned with), describing the model again with `describe(choice)`. A branching is recorded
  /// only when some choice leads to other keys.
  mutating func tryBranches(
    at path: JSONPath, choices: [DiscriminatorCandidates.Choice], handed: String?,
    describe: (Any) -> (root: SchemaType, session: DiscoverySession)
  ) {
    guard case .key(let discriminator)? = path.components.last else { return }
    let object = path.parent
    guard let baseFields = base.fields(at: object) else { return }
    let baseText = handed ?? choices[0].text
    var branches: [ModelSchema.Branch] = []
    if !choices.contains(where: { $0.text == baseText }) {
      branches.append(ModelSchema.Branch(valueText: baseText, keys: baseFields.map(\.key)))
    }
    var differs = false
    for choice in choices {
      guard choice.text != baseText else {
        branches.append(ModelSchema.Branch(valueText: baseText, keys: baseFields.map(\.key)))
        continue
      }
      let (branchRoot, session) = describe(choice.value)
      guard let fields = branchRoot.fields(at: object) else { continue }
      differs = differs || fields.map(\.key) != baseFields.map(\.key)
      branches.append(ModelSchema.Branch(valueText: choice.text, keys: fields.map(\.key)))
      root = root.addingFields(fields, at: object)
      gaps += session.gaps.filter { !gaps.contains($0) }
      enums.merge(session.enums) { first, _ in first }
    }
    guard differs else { return }
    for index in branches.indices { branches[index].keys.removeAll { $0 == discriminator } }
    branchings.append(ModelSchema.Branching(object: object, discriminator: discriminator, branches: branches))
  }
}
