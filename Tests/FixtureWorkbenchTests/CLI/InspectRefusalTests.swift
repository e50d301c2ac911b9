import FixtureEngine
import Foundation
import SampleIdioms
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// `workbench inspect` of a fixture a model refuses with an error of its own says which value the
/// refusal is about, as `lint` does: the one whose change to what a fixture that decodes holds
/// ends it.
struct InspectRefusalTests {
  @Test func theRefusedValueIsNamedAsLintNamesIt() async {
    var workspace = Workspace("Rules", directory: "/ws", models: [.model(IdiomModels.Throttle.self, name: "Backoff")])
    workspace.fitsInThisProcess = true
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/backoff.json": #"{"attempts": 3, "multiplier": 1.5}"#,
      "/ws/Fixtures/backoff-negative.json": #"{"attempts": 3, "multiplier": -2}"#,
    ])
    let status = await InspectReport.run(
      payload: "/ws/Fixtures/backoff-negative.json", fixture: nil,
      selection: ModelSelection(workspace: nil, model: "Backoff"), format: .text,
      workbench: Workbench(registry: WorkspaceRegistry([workspace]), context: sandbox.context))
    #expect(status == .failure)
    #expect(sandbox.outputText.contains("JSONDecoder stops at 1:31: multiplier:"), "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains("with the number 1.5 here, as a fixture that decodes has it"))
  }
}
