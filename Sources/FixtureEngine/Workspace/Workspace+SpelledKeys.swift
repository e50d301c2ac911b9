import JSONTrace
import ModelProbe

extension Workspace {
  /// This workspace with each model that a package-wide choice gave `convertFromSnakeCase`, but
  /// that requires a key it spells in snake_case itself (`case siteURL = "site_url"`), reading
  /// keys as its own decoding does: under that strategy no payload key is ever read as
  /// `site_url`, so the package cannot be decoding it so. Its dates and decoder stay as chosen.
  /// The keys are those of the tree learned with the model's own decoding (`plain`'s). With
  /// `fixtures`, which makes the digest of the workspace's fixture files (only when a model needs
  /// it), whether a model spells such a key is kept for the next run while they and the build stay
  /// the same: its tree is not read again.
  func keepingSpelledKeys(plain: Workspace, fixtures: (() -> String)? = nil) -> Workspace {
    var digest: String?
    return mappingModels { model in
      guard isChosenFor(model), model.decoding.keys == .convertFromSnakeCase,
        let own = try? plain.model(named: model.name), own.decoding.keys != .convertFromSnakeCase
      else { return model }
      if digest == nil { digest = fixtures?() }
      guard spellsSnakeCaseKeys(own, fixtures: digest) else { return model }
      return model.reading(keys: own.decoding.keys) ?? model
    }
  }

  /// Whether `model`, as its own decoding reads keys, requires a key spelled in snake_case.
  private func spellsSnakeCaseKeys(_ model: WorkspaceModel, fixtures: String?) -> Bool {
    guard let fixtures, let cache = caches?.spelledKeys else {
      return !model.keyTree().root.requiredSnakeCaseKeys().isEmpty
    }
    if let kept = cache.value(for: model.name), kept.fixtures == fixtures { return kept.spells }
    let tree = model.keyTree()
    let spells = !tree.root.requiredSnakeCaseKeys().isEmpty
    // A tree the model's code stopped is learned again the next time.
    if tree.stops.isEmpty { cache.set(KeptSpelledKeys(fixtures: fixtures, spells: spells), for: model.name) }
    return spells
  }
}

/// Whether a model requires a key it spells in snake_case (``Workspace/keepingSpelledKeys(plain:fixtures:)``),
/// as kept: with the digest of the names, sizes and times of the workspace's fixtures then.
package struct KeptSpelledKeys: Codable, Sendable, Equatable {
  var fixtures: String
  var spells: Bool
}
