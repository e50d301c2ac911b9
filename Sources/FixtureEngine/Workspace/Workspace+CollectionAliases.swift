import ModelProbe

extension Workspace {
  /// `model` as the array or map of another model of this workspace that its type is, where it
  /// was registered by a name of its own (`typealias SiteCollection = [SiteLanguageContent]`), so
  /// that an export composes it element by element; else `model` itself.
  package func collectionForm(of model: WorkspaceModel) -> WorkspaceModel {
    guard !model.isCollection, let (collection, element) = ModelCollection.parse(model.typeName),
      let held = models.first(where: { $0.typeName == element }),
      let form = try? self.model(named: collection.name(of: held.name)), form.isCollection
    else { return model }
    return form
  }
}
