import FixtureEngine
import Foundation
import JSONFragment
import TerminalBackend
import WorkbenchUI

/// Resolves what to open, takes over the terminal, runs the app, and gives the terminal back.
enum TerminalLauncher {
  @MainActor
  static func run(
    workspace workspaceName: String?, model modelName: String?, fixture: String?, payload: String?, mouse: Bool,
    environment: WorkbenchEnvironment
  ) async -> CommandStatus {
    let context = environment.context
    var state = AppState(registry: environment.registry, width: 80, height: 24, mouseEnabled: mouse)
    var initial: [Effect] = []
    var preloaded: (name: String, data: Data)?
    do {
      if let workspaceName {
        let workspace = try environment.registry.workspace(named: workspaceName)
        let index = environment.registry.workspaces.firstIndex { $0.name == workspace.name } ?? 0
        state.screen = .models(workspace: index, ListCursor(count: workspace.models.count))
        if let modelName {
          let model = try workspace.model(named: modelName)
          initial = openEditor(in: &state, workspace: workspace, model: model, payload: nil)
          if let fixture {
            let file = try workspace.fixture(named: fixture, in: context)
            initial.append(.open(path: file.path, name: file.name))
          }
        }
      }
      if let payload {
        let source = PayloadSource(argument: payload)
        preloaded = (source.name, try await source.load(context))
      }
    } catch let error as LookupError {
      context.reportError("workbench: \(error)")
      return .usageError
    } catch {
      context.reportError("workbench: cannot read the payload: \(error)")
      return .usageError
    }
    let terminal: CursesTerminal
    do {
      terminal = try CursesTerminal.start(colors: (context.environment["NO_COLOR"] ?? "").isEmpty, mouse: mouse)
    } catch {
      context.reportError("\(error)")
      return .usageError
    }
    if let preloaded { initial.append(.parse(preloaded.data, name: preloaded.name)) }
    let app = TerminalApp(state: state, terminal: terminal, context: context)
    app.run(initial: initial)
    terminal.stop()
    return .success
  }
}
