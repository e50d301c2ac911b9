import FixtureEngine
import Foundation
import JSONFragment
import WorkbenchContext
import WorkbenchEffects
import WorkbenchUI

/// Drives the pure UI core the way the app does: every effect goes through the app's own
/// ``EffectInterpreter``, with a test context (files in memory), at once and in order, so tests
/// can type keys and look at frames.
struct UIDriver {
  var state: AppState
  var copied: [String] = []
  var mouseChanges: [Bool] = []
  /// Effects for which this returns `true` wait in ``held`` until a test delivers them.
  var holds: (Effect) -> Bool = { _ in false }
  var held: [Effect] = []
  /// What the effects read and write.
  let interpreter: EffectInterpreter

  /// A driver over `registry`; `context` defaults to a test context whose memory holds a copy of
  /// the registry's fixture files.
  init(_ registry: WorkspaceRegistry, width: Int = 80, height: Int = 24, context: AppContext? = nil) {
    state = AppState(registry: registry, width: width, height: height)
    interpreter = EffectInterpreter(context: context ?? .test(files: .copyingFixtures(of: registry)))
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
      switch effect.terminalEffect {
      case .copy(let text): copied.append(text)
      case .setMouse(let enabled): mouseChanges.append(enabled)
      case nil: if holds(effect) { held.append(effect) } else { deliver(effect) }
      }
    }
  }

  /// Runs `effect` through the interpreter and sends its answers.
  mutating func deliver(_ effect: Effect) {
    for message in interpreter.messages(answering: effect) { send(message) }
  }

  /// Delivers the held effect at `index`.
  mutating func deliverHeld(at index: Int = 0) {
    let effect = held.remove(at: index)
    deliver(effect)
  }

  /// Holds the layouts of large payloads until a test delivers them.
  mutating func holdLayouts() {
    holds = { effect in
      if case .layOut = effect { return true }
      return false
    }
  }

  /// Opens the editor on a model straight away, as `workbench open --model` does: on its first
  /// fixture, or on `payload` (`nil`: the reference payload).
  mutating func open(workspace: Workspace, model: String, payload: PayloadToOpen? = .firstFixture) {
    run(
      learnAndOpenEditor(in: &state, workspace: workspace, model: try! workspace.model(named: model), payload: payload))
  }

  /// Selects the keys-pane row of `path`.
  mutating func select(_ path: JSONPath) {
    guard var editor, let index = editor.rows.firstIndex(where: { $0.path == path }) else { return }
    editor.keys.select(index, visible: 18)
    state.screen = .editor(editor)
  }
}
