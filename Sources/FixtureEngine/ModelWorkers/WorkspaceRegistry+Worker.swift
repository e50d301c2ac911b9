import ModelProbe
import WorkbenchContext

extension WorkspaceRegistry {
  /// These workspaces with every model's code run by `worker`, which must serve the same
  /// registry (`workbench worker`, started from the same executable). The fixtures each model is
  /// learned over are read through `context`.
  public func runningModels(in worker: ModelWorker, context: AppContext = .live) -> WorkspaceRegistry {
    // Listed once for every model of the package; each digest reads its fixtures' bytes.
    let listings = FixtureListings(workspaces, listingOnce: true, context: context)
    return WorkspaceRegistry(
      workspaces.map { workspace in
        let siblings = listings.siblings(of: workspace.name, freshFits: false)
        let taught = TaughtFixtures()
        return workspace.mappingModels { model in
          model.running(
            in: worker, at: ModelAddress(workspace: workspace.name, model: model.name),
            cache: workspace.caches?.learned,
            samples: {
              workspace.sampleDigest(
                for: model, in: context, among: listings.fixtures(of: workspace.name), siblings: siblings,
                taught: taught)
            },
            fits: workspace.caches?.fits)
        }
      })
  }
}
