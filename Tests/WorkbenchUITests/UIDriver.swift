import FixtureEngine
import Foundation
import JSONFragment
import WorkbenchUI

/// Drives the pure UI core the way the app does, running effects at once and in order, so tests
/// can type keys and look at frames.
struct UIDriver {
  var state: AppState
  var copied: [String] = []
  var mouseChanges: [Bool] = []
  /// When set, layouts of large payloads wait in ``heldLayouts`` until a test delivers them.
  var holdsLayouts = false
  var heldLayouts: [(generation: Int, payload: JSONValue)] = []
  /// What export effects plan against and write to.
  var context: AppContext

  init(_ registry: WorkspaceRegistry, width: Int = 80, height: Int = 24, context: AppContext = .live) {
    state = AppState(registry: registry, width: width, height: height)
    self.context = context
  }

  var frame: Frame { render(state) }
  var text: String { frame.text }

  var editor: EditorState? {
    if case .editor(let editor) = state.screen { return editor }
    return nil
  }

  mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  mutating func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  mutating func send(_ message: Msg) {
    run(update(&state, with: message))
  }

  mutating func run(_ effects: [Effect]) {
    for effect in effects {
      switch effect {
      case .inspect(let generation, let model, let payload):
        send(
          .inspected(
            generation: generation,
            model.inspect(PayloadText(printing: payload), comparisonLimit: EditorState.comparedValueLimit)))
      case .open(let path, let name):
        do {
          send(.opened(name: name, try JSONParser.parse(Data(contentsOf: URL(fileURLWithPath: path))), nil))
        } catch {
          send(.openFailed("\(name): \(error)"))
        }
      case .listFixtures(let workspace):
        send(.fixturesListed(workspace.fixtureFiles(in: .live)))
      case .layOut(let generation, let payload):
        if holdsLayouts {
          heldLayouts.append((generation, payload))
        } else {
          send(.laidOut(generation: generation, JSONTextIndex(payload)))
        }
      case .copy(let text):
        copied.append(text)
      case .setMouse(let enabled):
        mouseChanges.append(enabled)
      case .planExport(let workspace, let model, let request):
        send(ExportWork.plan(request, model: model, workspace: workspace, in: context))
      case .writeExport(let workspace, let plan, let overwriting):
        send(ExportWork.write(plan, workspace: workspace, overwriting: overwriting, in: context))
      case .countMatrix(let generation, let model, let base):
        var answers: [Msg] = []
        ExportWork.countMatrix(generation: generation, model: model, base: base) { answers.append($0) }
        for answer in answers { send(answer) }
      }
    }
  }

  /// Opens the editor on a model straight away, as `workbench open` does.
  mutating func open(workspace: Workspace, model: String) {
    run(openEditor(in: &state, workspace: workspace, model: try! workspace.model(named: model), payload: nil))
  }

  /// Selects the keys-pane row of `path`.
  mutating func select(_ path: JSONPath) {
    guard var editor, let index = editor.rows.firstIndex(where: { $0.path == path }) else { return }
    editor.keys.select(index, visible: 18)
    state.screen = .editor(editor)
  }
}
