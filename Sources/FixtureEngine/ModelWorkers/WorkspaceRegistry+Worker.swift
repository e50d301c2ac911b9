import ModelProbe

extension WorkspaceRegistry {
  /// These workspaces with every model's code run by `worker`, which must serve the same
  /// registry (`workbench worker`, started from the same executable).
  public func runningModels(in worker: ModelWorker) -> WorkspaceRegistry {
    // Listed once for every model of the package; each digest reads its fixtures' bytes.
    let listings = FixtureListings(workspaces, listingOnce: true)
    return WorkspaceRegistry(
      workspaces.map { workspace in
        let siblings = listings.siblings(of: workspace.name, freshFits: false)
        return workspace.mappingModels { model in
          model.running(
            in: worker, at: ModelAddress(workspace: workspace.name, model: model.name),
            cache: workspace.caches?.learned,
            samples: {
              workspace.sampleDigest(for: model, among: listings.fixtures(of: workspace.name), siblings: siblings)
            },
            fits: workspace.caches?.fits)
        }
      })
  }
}
