import ArgumentParser
import FixtureEngine

/// `--workspace W --model M`, shared by the commands that work on one model. Either may be left out
/// when the other leaves one choice.
struct ModelSelection: ParsableArguments {
  @Option(
    name: .long,
    help: "The workspace, e.g. Pokedex; needed only when the model's name is in several (an unknown name lists them).")
  var workspace: String?

  @Option(name: .long, help: "The model, e.g. Pokemon; needed only when the workspace has several.")
  var model: String?

  init() {}

  /// A selection of these names, as if typed.
  init(workspace: String?, model: String?) {
    self.workspace = workspace
    self.model = model
  }

  /// This selection, with the model lint gives `fixture` when no model is named and the fixture
  /// has one (a fixture opens and exports as the model it is checked against), or with the
  /// workspace that lists `fixture` and holds the named model when no workspace is named.
  func filled(byFixture fixture: String?, in workbench: Workbench) -> ModelSelection {
    guard let fixture else { return self }
    guard let model else {
      let assigned = workbench.registry.assignedModel(ofFixture: fixture, workspace: workspace, in: workbench.context)
      return assigned.map { ModelSelection(workspace: $0.workspace, model: $0.model) } ?? self
    }
    guard workspace == nil,
      let listing = workbench.registry.workspace(listing: fixture, holding: model, in: workbench.context)
    else { return self }
    return ModelSelection(workspace: listing, model: model)
  }

  /// Why the selection chooses no model in `registry`; `nil` when it chooses one.
  func failure(in registry: WorkspaceRegistry) -> SelectionError? {
    do {
      _ = try registry.select(workspace: workspace, model: model)
      return nil
    } catch {
      return error
    }
  }

  /// The workspace and model, or an error that lists the choices.
  func resolve(in registry: WorkspaceRegistry) throws(ModelSelectionError) -> (Workspace, WorkspaceModel) {
    do {
      return try registry.select(workspace: workspace, model: model)
    } catch {
      throw ModelSelectionError(error: error)
    }
  }
}

/// A selection error as the commands say it: with the option that makes the choice.
struct ModelSelectionError: Error, CustomStringConvertible {
  var error: SelectionError

  var description: String {
    switch error {
    case .unknown(let lookup): lookup.description
    case .ambiguous(let what, let missing, let choices):
      "\(what); choose one with --\(missing.rawValue): \(choices.joined(separator: ", "))"
    }
  }
}

/// How a report is printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
