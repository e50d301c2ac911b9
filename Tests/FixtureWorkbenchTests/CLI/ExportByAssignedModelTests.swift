import FixtureEngine
import Foundation
import Locations
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// `export --fixture F` with no `--model`, in a workspace of several models, exports the fixture
/// as the model lint gives it, as `open --fixture F` opens it.
struct ExportByAssignedModelTests {
  func workbench(_ sandbox: Sandbox) -> Workbench {
    var places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    places.fitsInThisProcess = true
    return Workbench(registry: WorkspaceRegistry([places]), context: sandbox.context)
  }

  /// By its name, and by its path from the current folder (`/`), as a shell completes it.
  @Test(arguments: ["home", "ws/Fixtures/home.json"])
  func aFixtureExportsAsTheModelItFits(fixture: String) throws {
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#
    ])
    let status = ExportRun.run(
      selection: ModelSelection(workspace: nil, model: nil), fixture: fixture, name: nil,
      kinds: [(.swift(.swiftTesting), "/out/HomeTests.swift")], force: false, dryRun: false,
      workbench: workbench(sandbox))
    #expect(status == .success, "\(sandbox.errorText) \(sandbox.outputText)")
    let test = try #require(sandbox.file("/out/HomeTests.swift"), "\(sandbox.outputText)")
    #expect(test.contains("Address"), "\(test)")
  }

  @Test func aFixtureThatFitsNoModelStillAsksForOne() {
    let sandbox = Sandbox(files: ["/ws/Fixtures/mystery.json": #"{"flavour": "mint"}"#])
    let status = ExportRun.run(
      selection: ModelSelection(workspace: nil, model: nil), fixture: "mystery", name: nil,
      kinds: [(.swift(.swiftTesting), "/out/MysteryTests.swift")], force: false, dryRun: false,
      workbench: workbench(sandbox))
    #expect(status == .usageError)
    #expect(sandbox.errorText.contains("choose one with --model"), "\(sandbox.errorText)")
  }
}
