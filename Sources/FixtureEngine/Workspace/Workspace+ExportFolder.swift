extension Workspace {
  /// The same workspace with its exports written to `folder` (absolute, or relative to
  /// ``directory``) instead of its own export folder.
  public func exporting(to folder: String) -> Workspace {
    var moved = Workspace(
      name, summary: summary, directory: directory, fixtures: fixtureFolders, exports: folder, models: models)
    moved.configurationFile = configurationFile
    return moved
  }
}

extension WorkspaceRegistry {
  /// The same workspaces, every one exporting to `folder` (see ``Workspace/exporting(to:)``).
  public func exporting(to folder: String) -> WorkspaceRegistry {
    WorkspaceRegistry(workspaces.map { $0.exporting(to: folder) })
  }
}
