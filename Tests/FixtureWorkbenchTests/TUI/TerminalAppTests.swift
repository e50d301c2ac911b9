import FixtureEngine
import Foundation
import Pokedex
import Testing
import WorkbenchContext
import WorkbenchUI

@testable import FixtureWorkbench

/// The app's loop against a fake terminal: keys in, effects run in the background, their answers
/// picked up, frames drawn, and the terminal's own effects (copy, mouse) done on the loop.
@MainActor
struct TerminalAppTests {
  static let charizard = #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#
  static let nameIsANumber = #"{"baseType": "fire", "name": 7, "pokedexIndex": 6}"#

  let registry = WorkspaceRegistry([
    Workspace("Pokedex", directory: "/ws", models: [.fragment(PokemonFragment.self)])
  ])

  /// Runs the app on `payload` opened in Pokemon's editor until the script ends.
  func runEditor(on payload: String, _ script: [FakeTerminal.Step]) -> FakeTerminal {
    var state = AppState(registry: registry, width: 100, height: 30)
    let workspace = registry.workspaces[0]
    let initial = learnAndOpenEditor(
      in: &state, workspace: workspace, model: workspace.models[0],
      payload: .bytes(Data(payload.utf8), name: "payload.json"))
    let terminal = FakeTerminal(width: 100, height: 30, script: script)
    TerminalApp(state: state, terminal: terminal, context: .test()).run(initial: initial)
    return terminal
  }

  @Test func theAnswersOfBackgroundEffectsReachTheScreen() {
    let terminal = runEditor(on: Self.nameIsANumber, [.waitFor("does not decode"), .key(.character("q"))])
    #expect(terminal.missed.isEmpty, "last screen:\n\(terminal.screen)")
    #expect(terminal.frames.first?.width == 100 && terminal.frames.first?.height == 30)
    #expect(terminal.frames.count >= 2, "the first frame, then the learned keys and the verdict")
  }

  @Test func copyingAndTheMouseAreDoneOnTheLoop() {
    let terminal = runEditor(
      on: Self.charizard,
      [.waitFor("Charizard"), .key(.character("c")), .key(.character("M")), .key(.character("q"))])
    #expect(terminal.missed.isEmpty, "last screen:\n\(terminal.screen)")
    #expect(terminal.copied.count == 1)
    #expect(terminal.copied.first?.contains("\"Charizard\"") == true)
    #expect(terminal.mouseSwitches == [false])
  }

  @Test func controlLRedrawsEveryCell() {
    var state = AppState(registry: registry, width: 80, height: 24)
    let initial = showModels(of: 0, ListCursor(count: 1), in: &state)
    let terminal = FakeTerminal(
      width: 80, height: 24, script: [.waitFor("Pokemon"), .key(.control("l")), .key(.character("q"))])
    TerminalApp(state: state, terminal: terminal, context: .test()).run(initial: initial)
    #expect(terminal.invalidations == 1)
    #expect(terminal.frames.count >= 2)
    #expect(terminal.frames.last == terminal.frames.dropLast().last, "the same frame, drawn again in full")
  }
}
