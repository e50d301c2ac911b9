extension Workspace {
  /// The same workspace with its exports written to `folder` (absolute, or relative to
  /// ``directory``) instead of its own export folder.
  public func exporting(to folder: String) -> Workspace {
    var moved = self
    moved.exportFolder = folder
    // The note is about the test target's own folder, not this one.
    moved.exportNote = nil
    return moved
  }
}

extension WorkspaceRegistry {
  /// The same workspaces, every one exporting to `folder` (see ``Workspace/exporting(to:)``).
  public func exporting(to folder: String) -> WorkspaceRegistry {
    WorkspaceRegistry(workspaces.map { $0.exporting(to: folder) })
  }
}
