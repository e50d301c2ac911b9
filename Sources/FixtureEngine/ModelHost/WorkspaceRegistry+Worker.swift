extension WorkspaceRegistry {
  /// These workspaces with every model's code run by `worker`, which must serve the same
  /// registry (`workbench worker`, started from the same executable).
  public func runningModels(in worker: ModelWorker) -> WorkspaceRegistry {
    WorkspaceRegistry(
      workspaces.map { workspace in
        var running = Workspace(
          workspace.name, summary: workspace.summary, directory: workspace.directory,
          fixtures: workspace.fixtureFolders, exports: workspace.exportFolder,
          models: workspace.models.map { model in
            model.running(in: worker, at: ModelAddress(workspace: workspace.name, model: model.name))
          })
        running.configurationFile = workspace.configurationFile
        return running
      })
  }
}
