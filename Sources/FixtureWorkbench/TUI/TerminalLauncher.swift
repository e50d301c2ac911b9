import FixtureEngine
import Foundation
import JSONCore
import TerminalBackend
import WorkbenchContext
import WorkbenchUI

/// Resolves what to open, takes over the terminal, runs the app, and gives the terminal back.
enum TerminalLauncher {
  @MainActor
  static func run(
    workspace workspaceName: String?, model modelName: String?, fixture: String?, payloads: PayloadArguments,
    mouse: Bool,
    workbench: Workbench
  ) async -> CommandStatus {
    let context = workbench.context
    var state = AppState(registry: workbench.registry, width: 80, height: 24, mouseEnabled: mouse)
    var initial: [Effect] = []
    do {
      // A package with one module has one workspace: the app opens on its models.
      if workspaceName == nil, workbench.registry.workspaces.count == 1 {
        initial = showModels(of: 0, ListCursor(count: workbench.registry.workspaces[0].models.count), in: &state)
      }
      if let workspaceName {
        let workspace = try workbench.registry.workspace(named: workspaceName)
        let index = workbench.registry.workspaces.firstIndex { $0.name == workspace.name } ?? 0
        let cursor = ListCursor(count: workspace.models.count)
        if modelName == nil {
          initial = showModels(of: index, cursor, in: &state)
        } else {
          // Straight to an editor: the models' fixtures are counted when the user goes back to them.
          state.screen = .models(workspace: index, cursor)
        }
        if let modelName {
          let model = try workspace.model(named: modelName)
          let opened: PayloadToOpen
          if let fixture {
            let file = try workspace.fixture(named: fixture, in: context)
            opened = .file(path: file.path, name: file.name)
          } else if let set = payloads.set(context) {
            opened = set
          } else if let payload = payloads.inputs.first {
            let source = PayloadArgument(argument: payload)
            opened = .bytes(try await source.load(context), name: source.name)
          } else {
            opened = .firstFixture
          }
          initial = learnAndOpenEditor(in: &state, workspace: workspace, model: model, payload: opened)
        }
      }
    } catch let error as LookupError {
      context.reportError("workbench: \(error)")
      return .usageError
    } catch {
      context.reportError("workbench: cannot read the payload: \(error)")
      return .usageError
    }
    if workbench.packageRoot == nil, case .find = workbench.packages, state.message == nil {
      state.message = .info("the bundled workspaces are compiled in: they are not watched for changes")
    }
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(colors: (context.environment["NO_COLOR"] ?? "").isEmpty, mouse: mouse)
    } catch {
      context.reportError("\(error)")
      return .usageError
    }
    let app = TerminalApp(state: state, terminal: terminal, context: context, packageRoot: workbench.packageRoot)
    app.run(initial: initial)
    terminal.stop()
    return .success
  }
}
