extension WorkspaceRegistry {
  /// These workspaces, the modules of one package, each told of the others' models
  /// (`Workspace.neighbours`): a fixture that fits none of its own workspace's models goes to
  /// the model of another module that it fits.
  public func linkingNeighbours() -> WorkspaceRegistry {
    guard workspaces.count > 1 else { return self }
    return WorkspaceRegistry(
      workspaces.map { workspace in
        var linked = workspace
        linked.neighbours = workspaces.filter { $0.name != workspace.name }.flatMap(\.models)
        return linked
      })
  }
}
