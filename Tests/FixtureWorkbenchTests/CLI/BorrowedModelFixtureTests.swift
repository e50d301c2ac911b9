import FixtureEngine
import Foundation
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// A test target's fixture of a model it borrows from a module it reaches is inspected and exported
/// in the test target's workspace, where it is listed, with only the model named.
struct BorrowedModelFixtureTests {
  static let charizard = #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#

  func workbench(_ sandbox: Sandbox) -> Workbench {
    Workbench(
      registry: WorkspaceRegistry([
        Workspace("Pokedex", directory: "/dex", models: [.fragment(PokemonFragment.self)]),
        Workspace("MovesTests", directory: "/moves", models: [.fragment(PokemonFragment.self)]),
      ]), context: sandbox.context)
  }

  @Test func inspectFindsTheWorkspaceThatListsTheFixture() async {
    let sandbox = Sandbox(files: ["/moves/Fixtures/charizard.json": Self.charizard])
    let status = await InspectReport.run(
      payload: nil, fixture: "/moves/Fixtures/charizard.json",
      selection: ModelSelection(workspace: nil, model: "Pokemon"), format: .text, workbench: workbench(sandbox))
    #expect(status == .success, "\(sandbox.outputText) \(sandbox.errorText)")
  }

  @Test func theSelectionNamesTheListingWorkspace() {
    let sandbox = Sandbox(files: ["/moves/Fixtures/charizard.json": Self.charizard])
    let selection = ModelSelection(workspace: nil, model: "Pokemon")
      .filled(byFixture: "/moves/Fixtures/charizard.json", in: workbench(sandbox))
    #expect(selection.workspace == "MovesTests")
    let unlisted = ModelSelection(workspace: nil, model: "Pokemon")
      .filled(byFixture: "/elsewhere/charizard.json", in: workbench(sandbox))
    #expect(unlisted.workspace == nil)
  }
}
