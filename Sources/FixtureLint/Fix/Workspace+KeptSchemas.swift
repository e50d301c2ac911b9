import FixtureEngine
import ModelProbe

extension Workspace {
  /// Keeps the key tree of each model whose fixtures all decode (and that has one), where the
  /// tree kept is of another build: the schema `lint --fix` holds as "before" once the model
  /// changes. A model with a fixture that no longer decodes keeps the tree it had.
  func keepSchemas(of checks: [DecodedFixture]) {
    guard let caches else { return }
    var decodes: [String: Bool] = [:]
    for check in checks where !check.fixture.isMeantToFail {
      guard let model = check.fixture.modelName, case .inspected = check.observed else { continue }
      decodes[model] = (decodes[model] ?? true) && check.decodes
    }
    let stale = decodes.filter { $0.value }.keys.sorted().filter {
      caches.schemas.value(for: $0)?.build != caches.build
    }
    let models = stale.compactMap { try? model(named: $0) }
    let trees = SpreadOverLanes.map(models) { model, lane in model.keyTree(lane: lane) }
    for (model, tree) in zip(models, trees) where tree.stops.isEmpty {
      caches.schemas.set(KeptSchema(build: caches.build, schema: tree), for: model.name)
    }
    caches.schemas.flush()
  }

  /// The key tree of `model` when its fixtures last decoded, if one was kept.
  func keptSchema(of model: String) -> ModelSchema? {
    caches?.schemas.value(for: model)?.schema
  }
}
