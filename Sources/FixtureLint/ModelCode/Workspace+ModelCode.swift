import FixtureEngine
import JSONCore
import JSONTrace
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// The keys that each model whose fixtures decode spells so that it never reads them, each at
  /// its place in the package's Swift files: a CodingKey its key strategy never reads, and an
  /// optional key none of its fixtures holds while each holds one of the same words that it
  /// never reads. The trees are those this build kept (``keepSchemas(of:)``); a model whose tree
  /// this build did not keep (its fixtures broke) says nothing.
  func modelCodeLints(of checks: [DecodedFixture], context: AppContext) -> [ModelCodeLint] {
    var decoded: [String: [DecodedFixture]] = [:]
    for check in checks where !check.fixture.isMeantToFail && check.decodes {
      guard let model = check.fixture.modelName else { continue }
      decoded[model, default: []].append(check)
    }
    let search = SwiftSourceSearch(root: directory, files: context.files)
    var lints: [ModelCodeLint] = []
    for name in decoded.keys.sorted() {
      guard let model = try? model(named: name), let fixtures = decoded[name] else { continue }
      let twins = KeysSpelledOtherwise(fixtures: fixtures, context: context)
      // Most models leave no key unread in every fixture: their trees are not read.
      guard let keys = twins.isEmpty && !couldSpellUnreadable(model) ? nil : codeKeys(of: model) else { continue }
      let keysStrategy = model.decoding.keys
      var placed: [(path: String?, finding: LintFinding)] = []
      func add(_ kind: LintFinding.Kind, at key: JSONPath, codingKey: String, message: String) {
        let place = search.place(ofKey: codingKey, in: model.typeName)
        let finding = LintFinding(.warning, kind, path: key, location: place?.location, message: message)
        placed.append((place?.path, finding))
      }
      for key in couldSpellUnreadable(model) ? keys.unreadable : [] {
        guard let codingKey = key.lastKey else { continue }
        let readAs = SnakeCaseKeys.convert(codingKey)
        add(
          .unreadableKey, at: key, codingKey: codingKey,
          message: "\(name).\(key): no payload key is ever read as \(quoted(codingKey)) under convertFromSnakeCase "
            + "(a payload's \(quoted(codingKey)) is read as \(quoted(readAs))), so \(name) never reads it: "
            + "spell the CodingKey \(quoted(readAs))")
      }
      for twin in twins.isEmpty ? [] : twins.twins(of: keys.optional()) {
        let snakeCase = keysStrategy == .convertFromSnakeCase
        let codingKey = snakeCase ? SnakeCaseKeys.convert(twin.key) : twin.key
        let spelling = snakeCase ? SnakeCaseKeys.convert(twin.held) : twin.held
        let held =
          fixtures.count == 1
          ? "its fixture holds \(quoted(twin.held)), which \(name) never reads, and not \(quoted(codingKey))"
          : "each of its \(fixtures.count) fixtures holds \(quoted(twin.held)), which \(name) never reads, "
            + "and none holds \(quoted(codingKey))"
        let shown = twin.path.parent.appending(key: codingKey)
        add(
          .keySpelledOtherwise, at: twin.path, codingKey: codingKey,
          message: "\(name).\(shown): \(held): spell the CodingKey \(quoted(spelling))")
      }
      var files: [String?] = []
      for entry in placed where !files.contains(entry.path) { files.append(entry.path) }
      lints += files.map { file in
        ModelCodeLint(model: name, path: file, findings: placed.filter { $0.path == file }.map(\.finding))
      }
    }
    return lints
  }

  /// Whether `model`'s key strategy leaves some CodingKeys unread: `convertFromSnakeCase`, as its
  /// decoder or the configuration sets it. Inferred from the fixtures, a strategy that cannot
  /// read a CodingKey the model spells is more likely wrong for the model than the key.
  private func couldSpellUnreadable(_ model: WorkspaceModel) -> Bool {
    model.decoding.keys == .convertFromSnakeCase && model.foundKeys == nil
  }

  /// The CodingKeys of `model`'s tree that its key strategy never reads, and the optional keys that
  /// may have a twin, as this build kept them in the state a lint reads anyway (the candidates
  /// its fixtures left when it was kept), or every optional key of the tree learned now where
  /// nothing is kept (a workspace built in).
  private func codeKeys(of model: WorkspaceModel) -> (unreadable: [JSONPath], optional: () -> [JSONPath])? {
    guard let caches else {
      let tree = model.keyTree()
      guard tree.stops.isEmpty else { return nil }
      return (tree.unreadableKeys, { tree.optionalKeyPaths })
    }
    guard let state = caches.schemaStates.value(for: model.name), state.build == caches.build else { return nil }
    return (state.unreadableKeys ?? [], { state.twinCandidates ?? [] })
  }

  private func quoted(_ text: String) -> String {
    JSONValue.string(text).compactText
  }
}
