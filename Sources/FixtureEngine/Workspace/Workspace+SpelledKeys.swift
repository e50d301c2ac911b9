import JSONTrace
import ModelProbe

extension Workspace {
  /// This workspace with each model that a package-wide choice gave a key strategy, but that
  /// requires a key it spells in the payload's own style itself, reading keys as its own decoding
  /// does: under `convertFromSnakeCase`, one in snake_case (`case siteURL = "site_url"`), which no
  /// payload key is ever read as, so the package cannot be decoding it so; under
  /// `convertFromWords`, one in any style but camelCase (`case hostName = "HostName"`), whose model
  /// reads the server's keys as they are spelled, and would hide a key it respelled. Its dates and
  /// decoder stay as chosen. The keys are those of the tree learned with the model's own decoding
  /// (`plain`'s). With `fixtures`, which makes the digest of the workspace's fixture files (only
  /// when a model needs it), whether a model spells such a key is kept for the next run while they
  /// and the build stay the same: its tree is not read again.
  func keepingSpelledKeys(plain: Workspace, fixtures: (() -> String)? = nil) -> Workspace {
    var digest: String?
    return mappingModels { model in
      let keys = model.decoding.keys
      guard isChosenFor(model), keys != .useDefaultKeys,
        let own = try? plain.model(named: model.name), own.decoding.keys != keys
      else { return model }
      if digest == nil { digest = fixtures?() }
      guard spellsKeys(own, against: keys, fixtures: digest) else { return model }
      return model.reading(keys: own.decoding.keys) ?? model
    }
  }

  /// Whether `model`, as its own decoding reads keys, requires a key spelled as the strategy
  /// `keys` reads none (snake_case), or in a style of its own (any but camelCase).
  private func spellsKeys(_ model: WorkspaceModel, against keys: DecodingOptions.Keys, fixtures: String?) -> Bool {
    let answer = { (kept: KeptSpelledKeys) in keys == .convertFromSnakeCase ? kept.spells : kept.styled }
    if let fixtures, let kept = caches?.spelledKeys.value(for: model.name), kept.fixtures == fixtures,
      let spells = answer(kept)
    {
      return spells
    }
    let tree = model.keyTree()
    let learned = KeptSpelledKeys(
      fixtures: fixtures ?? "", spells: !tree.root.requiredSnakeCaseKeys().isEmpty,
      styled: !tree.root.requiredKeys(where: { KeyStyles.style(of: $0) != nil }).isEmpty)
    // A tree the model's code stopped is learned again the next time.
    if fixtures != nil, tree.stops.isEmpty { caches?.spelledKeys.set(learned, for: model.name) }
    return answer(learned) ?? false
  }
}

/// Whether a model requires a key it spells in snake_case (``Workspace/keepingSpelledKeys(plain:fixtures:)``),
/// as kept: with the digest of the names, sizes and times of the workspace's fixtures then.
package struct KeptSpelledKeys: Codable, Sendable, Equatable {
  var fixtures: String
  var spells: Bool
  /// Whether it requires a key in a style of its own (``KeyStyles``); `nil` as kept before this
  /// was.
  var styled: Bool?
}
