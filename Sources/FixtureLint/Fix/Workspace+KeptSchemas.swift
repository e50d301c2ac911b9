import FixtureEngine
import ModelProbe

extension Workspace {
  /// Keeps each model's key tree and key-to-property map as the schema `lint --fix` holds as
  /// "before" once the model changes: learned again in a new build while every fixture that decoded with the tree kept
  /// still decodes (the model changed, and broke nothing); kept as it was once one no longer does
  /// (that tree is the "before" of the change that broke it). A model none of whose fixtures
  /// decodes keeps nothing new.
  func keepSchemas(of checks: [DecodedFixture]) {
    guard let caches else { return }
    var decoding: [String: [String]] = [:]
    var decodingChecks: [String: [DecodedFixture]] = [:]
    var failing: [String: Set<String>] = [:]
    for check in checks where !check.fixture.isMeantToFail {
      guard let model = check.fixture.modelName, case .inspected = check.observed else { continue }
      if check.decodes {
        decoding[model, default: []].append(check.fixture.path)
        decodingChecks[model, default: []].append(check)
      } else {
        failing[model, default: []].insert(check.fixture.path)
      }
    }
    let renewed = decoding.keys.sorted().filter { model in
      guard let kept = keptState(of: model, in: caches) else { return true }
      return (kept.build != caches.build || kept.learnedTheMap != true) && !Self.broke(kept, failing: failing[model])
    }
    let models = renewed.compactMap { try? model(named: $0) }
    let learned = caches.learned.flushingOnce {
      SpreadOverLanes.map(models) { model, lane in
        let tree = model.keyTree(lane: lane)
        return (tree, tree.stops.isEmpty ? model.propertyMap(over: tree, lane: lane) : nil)
      }
    }
    for (model, (tree, map)) in zip(models, learned) where tree.stops.isEmpty {
      let kept = KeptSchema(
        build: caches.build, schema: tree, decoding: (decoding[model.name] ?? []).sorted(), map: map)
      caches.schemas.set(kept, for: model.name)
      caches.schemaStates.set(state(of: kept, fixtures: decodingChecks[model.name] ?? []), for: model.name)
    }
    // A fixture that decodes with the tree kept in this build (one put right by hand, or new)
    // joins those the tree is the "before" of.
    for model in decoding.keys.sorted() where !renewed.contains(model) {
      let now = (decoding[model] ?? []).sorted()
      guard let kept = keptState(of: model, in: caches), kept.build == caches.build, kept.decoding != now,
        !Self.broke(kept, failing: failing[model]), var schema = caches.schemas.value(for: model)
      else { continue }
      schema.decoding = now
      caches.schemas.set(schema, for: model)
      caches.schemaStates.set(state(of: schema, fixtures: decodingChecks[model] ?? []), for: model)
    }
    caches.schemas.flush()
    caches.schemaStates.flush()
    learnTreesForRepairs(brokenBy: failing, in: caches)
  }

  /// The model each fixture decoded as with the tree kept for it in an earlier build (a model
  /// that changed since), by path.
  func modelsBeforeTheirChange() -> [String: String] {
    guard let caches else { return [:] }
    var models: [String: String] = [:]
    for (model, state) in caches.schemaStates.values where state.build != caches.build {
      for path in state.decoding { models[path] = model }
    }
    return models
  }

  /// The fixtures of `model` that decoded with the tree kept as its "before", by path; `nil`
  /// when none was kept.
  func decodedBefore(_ model: String) -> Set<String>? {
    guard let caches else { return nil }
    return keptState(of: model, in: caches).map { Set($0.decoding) }
  }

  /// Learns, while this lint's workers run, the key trees and key-to-property maps of the models
  /// whose change broke a fixture that decoded with the tree kept, once per build: `lint --fix`
  /// repairs those fixtures against them, and finds them kept instead of starting workers to
  /// learn them.
  private func learnTreesForRepairs(brokenBy failing: [String: Set<String>], in caches: PackageCaches) {
    let broken = failing.keys.sorted().filter { model in
      guard let kept = keptState(of: model, in: caches), kept.build != caches.build else { return false }
      return Self.broke(kept, failing: failing[model])
    }
    let models = broken.compactMap { try? model(named: $0) }.filter { !$0.keptItsLearning }
    guard !models.isEmpty else { return }
    caches.learned.flushingOnce {
      _ = SpreadOverLanes.map(models) { model, lane in
        _ = model.keyTree(lane: lane)
        return model.propertyMap(lane: lane)
      }
    }
  }

  /// The state of `kept`, with the optional keys of its tree that `fixtures` (those that decode
  /// with it) leave a key of the same words beside, unread: the only keys a lint with this tree
  /// looks at for a key spelled otherwise, so that it reads no tree.
  private func state(of kept: KeptSchema, fixtures: [DecodedFixture]) -> KeptSchemaState {
    var state = KeptSchemaState(kept)
    state.twinCandidates = KeysSpelledOtherwise.candidates(in: kept.schema.optionalKeyPaths, fixtures: fixtures)
    return state
  }

  /// Whether a fixture that decoded with the tree `kept` is among `failing` now.
  private static func broke(_ kept: KeptSchemaState, failing: Set<String>?) -> Bool {
    kept.decoding.contains { failing?.contains($0) ?? false }
  }

  /// The build and decoding fixtures of the tree kept for `model`: the trees are read only where
  /// an earlier version kept no state apart from them, and the state is kept apart from then on.
  private func keptState(of model: String, in caches: PackageCaches) -> KeptSchemaState? {
    if let state = caches.schemaStates.value(for: model) { return state }
    guard let kept = caches.schemas.value(for: model) else { return nil }
    caches.schemaStates.set(KeptSchemaState(kept), for: model)
    return KeptSchemaState(kept)
  }

  /// The key tree and key-to-property map of `model` before the change that broke its fixtures,
  /// if they were kept.
  func keptSchema(of model: String) -> (tree: ModelSchema, map: PropertyMap?)? {
    caches?.schemas.value(for: model).map { ($0.schema, $0.map) }
  }
}
