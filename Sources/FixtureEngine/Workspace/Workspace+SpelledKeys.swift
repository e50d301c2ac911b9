import JSONTrace
import ModelProbe

extension Workspace {
  /// This workspace with each model that a package-wide choice gave `convertFromSnakeCase`, but
  /// that requires a key it spells in snake_case itself (`case siteURL = "site_url"`), reading
  /// keys as its own decoding does: under that strategy no payload key is ever read as
  /// `site_url`, so the package cannot be decoding it so. Its dates and decoder stay as chosen.
  /// The keys are those of the tree learned with the model's own decoding (`plain`'s).
  func keepingSpelledKeys(plain: Workspace) -> Workspace {
    mappingModels { model in
      guard isChosenFor(model), model.decoding.keys == .convertFromSnakeCase,
        let own = try? plain.model(named: model.name), own.decoding.keys != .convertFromSnakeCase,
        !own.keyTree().root.requiredSnakeCaseKeys().isEmpty
      else { return model }
      return model.reading(keys: own.decoding.keys) ?? model
    }
  }
}
