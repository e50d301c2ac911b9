import FixtureEngine
import Foundation
import HTTPTestSupport
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// Making a `URLSession` reaches `Bundle.main`, which traps when the executable's folder cannot be
/// read: commands that load no URL never make one.
struct URLSessionCreationTests {
  let workspace = Workspace("Dex", directory: "/ws", models: [.fragment(PokemonFragment.self)])

  private func workbench(_ client: LiveHTTPClient) -> Workbench {
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/good.json": #"{"baseType": "ice", "name": "Lapras", "pokedexIndex": 131}"#
    ])
    var context = sandbox.context
    context.httpClient = client
    return Workbench(registry: WorkspaceRegistry([workspace]), context: context)
  }

  @Test func onlyLoadingAURLMakesASession() async throws {
    let client = LiveHTTPClient()
    let workbench = workbench(client)
    let selection = ModelSelection(workspace: nil, model: "Pokemon")
    #expect(SchemaReport.run(selection: selection, format: .text, workbench: workbench) == .success)
    #expect(
      await InspectReport.run(
        payload: nil, fixture: "good", selection: selection, format: .text, workbench: workbench)
        == .success)
    #expect(
      ExportRun.run(
        selection: selection, fixture: "good", name: nil, kinds: [(.fixture, nil), (.swift(.swiftTesting), nil)],
        force: false, dryRun: false, workbench: workbench) == .success)
    #expect(!client.hasSession, "a command that loads no URL made a URL session")

    let server = try LocalHTTPServer(routes: [
      "/lapras": .init(status: 200, body: #"{"baseType": "ice", "name": "Lapras", "pokedexIndex": 131}"#)
    ])
    defer { server.stop() }
    #expect(
      await InspectReport.run(
        payload: server.url("/lapras").absoluteString, fixture: nil, selection: selection, format: .text,
        workbench: workbench) == .success)
    #expect(client.hasSession)
  }
}
