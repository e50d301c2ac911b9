import FixtureEngine
import JSONCore
import JSONTrace
import ModelProbe
import WorkbenchContext

extension Workspace {
  /// The keys that each model whose fixtures decode spells so that it never reads them, each at
  /// its place in the package's Swift files: a CodingKey its key strategy never reads, and an
  /// optional key none of its fixtures holds while each holds one of the same words that it
  /// never reads. The trees are those this build kept (`keepSchemas(of:)`); a model whose tree
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
      // Most models have nothing to say, as the state this build kept for them says: they are not
      // looked up.
      guard let fixtures = decoded[name], let keys = codeKeys(of: name, fixtures: fixtures),
        !keys.unreadable.isEmpty || !keys.candidates.isEmpty, let model = try? model(named: name)
      else { continue }
      let unreadable = couldSpellUnreadable(model) ? keys.unreadable : []
      guard !unreadable.isEmpty || !keys.candidates.isEmpty else { continue }
      let keysStrategy = model.decoding.keys
      var placed: [(path: String?, finding: LintFinding)] = []
      func add(_ kind: LintFinding.Kind, at key: JSONPath, codingKey: String, message: String) {
        let place = search.place(ofKey: codingKey, in: model.typeName)
        let finding = LintFinding(.warning, kind, path: key, location: place?.location, message: message)
        placed.append((place?.path, finding))
      }
      for key in unreadable {
        guard let codingKey = key.lastKey else { continue }
        let readAs = SnakeCaseKeys.convert(codingKey)
        add(
          .unreadableKey, at: key, codingKey: codingKey,
          message: "\(name).\(key): no payload key is ever read as \(quoted(codingKey)) under convertFromSnakeCase "
            + "(a payload's \(quoted(codingKey)) is read as \(quoted(readAs))), so \(name) never reads it: "
            + "spell the CodingKey \(quoted(readAs))")
      }
      let twins =
        keys.candidates.isEmpty
        ? [] : KeysSpelledOtherwise(fixtures: fixtures, context: context).twins(of: keys.candidates)
      for twin in twins {
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
  /// own decoding or the configuration sets it, or a decoder its own module declares. Inferred
  /// from the fixtures, or a decoder found elsewhere and chosen for the whole workspace, a
  /// strategy that cannot read a CodingKey the model spells is more likely not the model's than
  /// the key wrong (Okta's `OAuth2ServerError`, read by `AuthFoundation`'s plain decoder, spells
  /// `error_description`; the workspace's decoder, declared in `OktaIdxAuth`, is snake_case).
  private func couldSpellUnreadable(_ model: WorkspaceModel) -> Bool {
    guard model.decoding.keys == .convertFromSnakeCase, model.foundKeys == nil else { return false }
    return model.foundDecoder.map { decoderModules[$0] == model.moduleName } ?? true
  }

  /// The CodingKeys of the tree of the model `name` that its key strategy never reads, and the optional keys
  /// beside which a fixture leaves a key of the same words unread, where a twin may be: as this
  /// build kept them in the state a lint reads anyway, or, where nothing is kept (a workspace
  /// built in), from the tree learned now and `fixtures`.
  private func codeKeys(of name: String, fixtures: [DecodedFixture]) -> (
    unreadable: [JSONPath], candidates: [JSONPath]
  )? {
    guard let caches else {
      guard let tree = try? model(named: name).keyTree(), tree.stops.isEmpty else { return nil }
      return (tree.unreadableKeys, KeysSpelledOtherwise.candidates(in: tree.optionalKeyPaths, fixtures: fixtures))
    }
    guard let state = caches.schemaStates.value(for: name), state.build == caches.build else { return nil }
    return (state.unreadableKeys ?? [], state.twinCandidates ?? [])
  }

  private func quoted(_ text: String) -> String {
    JSONValue.string(text).compactText
  }
}
