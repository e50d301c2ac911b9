import ModelProbe

extension WorkspaceRegistry {
  /// These workspaces with every model's code run by `worker`, which must serve the same
  /// registry (`workbench worker`, started from the same executable).
  public func runningModels(in worker: ModelWorker) -> WorkspaceRegistry {
    WorkspaceRegistry(
      workspaces.map { workspace in
        // Listed once for every model of the workspace; each digest reads its fixtures' bytes.
        let fixtures = ComputedOnce { workspace.fixtureFiles(in: .live) }
        return workspace.mappingModels { model in
          model.running(
            in: worker, at: ModelAddress(workspace: workspace.name, model: model.name),
            cache: workspace.caches?.learned, samples: { workspace.sampleDigest(for: model, among: fixtures.value) },
            fits: workspace.caches?.fits)
        }
      })
  }
}
