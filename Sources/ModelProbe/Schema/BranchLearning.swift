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
      // The model threw reading the object that holds the value tried, where it did not before:
      // it refuses that value (a fixture meant to fail holds it), which leads to no other keys.
      let refused = session.gaps.contains { gap in
        gap.path.isAncestorOrSelf(of: object) && !gaps.contains { $0.path == gap.path }
      }
      guard !refused, let fields = branchRoot.fields(at: object) else { continue }
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

extension BranchLearning {
  /// The most objects read by their keys that are learned again, each with another case.
  static let mostCaseRuns = 48

  /// Learns, for each object `session` read by the keys it holds, every other key set `samples`
  /// show there (each case of an enum with associated values) and each case the model's code
  /// lists (``ListedPayloadCases``), describing the model again with `describe(path, object)`;
  /// objects read by their keys in those cases are learned the same way.
  mutating func addCasesShown(
    by samples: [JSONValue], firstReadBy session: DiscoverySession,
    describe: (JSONPath, JSONValue) -> (root: SchemaType, session: DiscoverySession)
  ) {
    var pending = session.presentKeysReads.map { ($0, session) }
    var visited = Set(session.presentKeysReads)
    var runs = 0
    while !pending.isEmpty, runs < Self.mostCaseRuns {
      let (path, reader) = pending.removeFirst()
      var shown: Set<[String]> = [Self.keys(of: reader.objectShown(at: path))]
      let objects = samples.flatMap { $0.values(atAnyIndex: path.components[...]) }
      let listed = reader.listedCases(at: path)
      for object in objects + listed {
        guard case .object = object, shown.insert(Self.keys(of: object)).inserted, runs < Self.mostCaseRuns else {
          continue
        }
        runs += 1
        let (caseRoot, caseSession) = describe(path, object)
        var fields = caseRoot.fields(at: path) ?? []
        // A case made up from the code's list, not a fixture's: kept only where the model read it
        // (its own CodingKeys may spell it otherwise), and what it refused there is no finding.
        let madeUp = listed.contains(object) && !objects.contains(object)
        if madeUp {
          let key = Self.keys(of: object).first
          fields = fields.filter { $0.key == key }
        } else {
          gaps += caseSession.gaps.filter { !gaps.contains($0) }
        }
        if !fields.isEmpty { root = root.addingFields(fields, at: path) }
        enums.merge(caseSession.enums) { first, _ in first }
        for next in caseSession.presentKeysReads where visited.insert(next).inserted {
          pending.append((next, caseSession))
        }
      }
    }
  }

  private static func keys(of object: JSONValue?) -> [String] {
    guard case .object(let members)? = object else { return [] }
    return members.map(\.key).sorted()
  }
}
