import FixtureEngine
import ModelProbe

extension AppState {
  /// The models the list shows for `workspace`: its own, then the arrays and maps of them that
  /// its fixtures are (`[Ticket]` for `tickets.json`), once those are counted.
  public func listedModels(of workspace: Workspace) -> [WorkspaceModel] {
    let collections = (fixtureCounts[workspace.name] ?? [:]).keys.filter { ModelCollection.parse($0) != nil }.sorted()
    return workspace.models + collections.compactMap { try? workspace.model(named: $0) }
  }
}
