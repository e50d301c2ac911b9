import ArgumentParser
import FixtureEngine

/// `--workspace W --model M`, shared by the commands that work on one model.
struct ModelSelection: ParsableArguments {
  @Option(name: .long, help: "The workspace, e.g. Pokedex (workbench schema --workspace ? lists them).")
  var workspace: String

  @Option(name: .long, help: "The model in the workspace, e.g. Pokemon.")
  var model: String

  /// The workspace and model, or a lookup error that lists the known names.
  func resolve(in registry: WorkspaceRegistry) throws(LookupError) -> (Workspace, WorkspaceModel) {
    let workspace = try registry.workspace(named: self.workspace)
    return (workspace, try workspace.model(named: model))
  }
}

/// How a report is printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
