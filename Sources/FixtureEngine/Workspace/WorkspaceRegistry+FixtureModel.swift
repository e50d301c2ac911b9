import WorkbenchContext

extension WorkspaceRegistry {
  /// The workspace and model that lint gives the fixture `fixture` (its name in a workspace's
  /// fixture folders, its file name, or its path), by its pin, folder, name or fit
  /// (``Workspace/assigned(_:in:)``), among the workspaces `workspaceName` leaves open; `nil` for
  /// a fixture no workspace lists, or one that no model fits.
  public func assignedModel(ofFixture fixture: String, workspace workspaceName: String?, in context: AppContext)
    -> (workspace: String, model: String)?
  {
    for workspace in workspaces where workspaceName.map({ workspace.name.lowercased() == $0.lowercased() }) ?? true {
      guard let listed = try? workspace.fixture(named: fixture, in: context) else { continue }
      let assigned = workspace.assigned(listed, in: context)
      if assigned.assignment != .unassigned, let model = assigned.modelName {
        return (workspace.name, model)
      }
    }
    return nil
  }
}

extension WorkspaceRegistry {
  /// The name of the first workspace that lists the fixture `fixture` and holds a model named
  /// `modelName`: a test target's fixture of a model it borrows from a module it reaches is
  /// opened in that test target's workspace, where it is listed.
  public func workspace(listing fixture: String, holding modelName: String, in context: AppContext) -> String? {
    workspaces.first { workspace in
      (try? workspace.fixture(named: fixture, in: context)) != nil
        && (try? select(workspace: workspace.name, model: modelName)) != nil
    }?.name
  }
}
