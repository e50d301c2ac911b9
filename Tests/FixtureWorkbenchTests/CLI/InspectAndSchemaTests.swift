import FixtureEngine
import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import Testing

@testable import FixtureWorkbench

/// `schema` and `inspect` against a workspace in memory, through the test context.
struct InspectAndSchemaTests {
  static let workspace = Workspace("Dex", directory: "/ws", models: [.fragment(PokemonFragment.self)])
  static let files = [
    "/ws/Fixtures/good.json": #"{"baseType": "ice", "name": "Lapras", "pokedexIndex": 131, "shiny": true}"#,
    "/ws/Fixtures/failing/bad.json": "{\n  \"baseType\": \"shadow\",\n  \"name\": null,\n  \"pokedexIndex\": \"6\"\n}",
  ]

  private func workbench(_ sandbox: Sandbox) -> Workbench {
    Workbench(registry: WorkspaceRegistry([Self.workspace]), context: sandbox.context)
  }

  private func selection(_ workspace: String = "Dex", _ model: String = "Pokemon") throws -> ModelSelection {
    try ModelSelection.parse(["--workspace", workspace, "--model", model])
  }

  @Test func schemaPrintsTheKeyTree() throws {
    let sandbox = Sandbox()
    #expect(SchemaReport.run(selection: try selection(), format: .text, workbench: workbench(sandbox)) == .success)
    #expect(
      sandbox.outputText == """
        Dex > Pokemon  (fragment: PokemonFragment)
          baseType      Pokemon.Kind  required  fire | water | grass | electric | ice
          name          String        required
          pokedexIndex  Int           required

        """)
  }

  @Test func schemaAsJSON() throws {
    let sandbox = Sandbox()
    _ = SchemaReport.run(selection: try selection(), format: .json, workbench: workbench(sandbox))
    let json = try JSONParserHelper.parse(sandbox.outputText)
    #expect(json["fields"]?[0]?["cases"]?[4] == "ice")
    #expect(json["fields"]?[2]?["required"] == true)
  }

  @Test func unknownNamesListTheKnownOnesAndExitTwo() throws {
    let sandbox = Sandbox()
    #expect(
      SchemaReport.run(selection: try selection("Nope"), format: .text, workbench: workbench(sandbox))
        == .usageError)
    #expect(sandbox.errorText == "workbench schema: unknown workspace 'Nope'; known workspaces: Dex\n")
    let other = Sandbox()
    #expect(
      SchemaReport.run(selection: try selection("dex", "Trainer"), format: .text, workbench: workbench(other))
        == .usageError)
    #expect(other.errorText.contains("known models: Pokemon"))
  }

  @Test func theWorkspaceAndTheModelMayBeLeftOutWhenTheOtherLeavesOneChoice() throws {
    for arguments in [["--model", "pokemon"], ["--workspace", "dex"], []] {
      let sandbox = Sandbox()
      let selection = try ModelSelection.parse(arguments)
      #expect(SchemaReport.run(selection: selection, format: .text, workbench: workbench(sandbox)) == .success)
      #expect(sandbox.outputText.hasPrefix("Dex > Pokemon"), "\(arguments)")
    }
  }

  /// A payload that is not an object (a list, a map of any keys) is a row of its own, `$`.
  @Test func aRootThatIsNoObjectIsARow() throws {
    let sandbox = Sandbox()
    let selection = try ModelSelection.parse(["--model", "[Pokemon]"])
    #expect(SchemaReport.run(selection: selection, format: .text, workbench: workbench(sandbox)) == .success)
    let rows = sandbox.outputText.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.dropFirst().first == "$ [Pokemon] required", "\(sandbox.outputText)")
    #expect(rows.contains("[0].name String required"), "\(sandbox.outputText)")
  }

  @Test func anAmbiguousModelListsTheWorkspacesAndExitsTwo() throws {
    let sandbox = Sandbox()
    let twice = Workbench(
      registry: WorkspaceRegistry([
        Self.workspace, Workspace("Copy", directory: "/copy", models: Self.workspace.models),
      ]),
      context: sandbox.context)
    #expect(
      SchemaReport.run(selection: try ModelSelection.parse(["--model", "Pokemon"]), format: .text, workbench: twice)
        == .usageError)
    #expect(
      sandbox.errorText
        == "workbench schema: model Pokemon is in 2 workspaces; choose one with --workspace: Dex, Copy\n")
  }

  @Test func inspectAFailingFixtureListsEveryFailure() async throws {
    let sandbox = Sandbox(files: Self.files)
    let status = await InspectReport.run(
      payload: nil, fixture: "bad", selection: try selection(), format: .text, workbench: workbench(sandbox))
    #expect(status == .failure)
    #expect(
      sandbox.outputText.contains(
        #"verdict: does not decode; JSONDecoder stops at 2:15: baseType: "shadow" is not one of"#)
        || sandbox.outputText.contains("verdict: does not decode; JSONDecoder stops at 2:15: baseType:"))
    #expect(sandbox.outputText.contains("failing fields: 3"))
    #expect(sandbox.outputText.contains("3:11  name          null value"))
    #expect(sandbox.outputText.contains(#"4:19  pokedexIndex  wrong type          expected Int, found the string "6""#))
  }

  @Test func inspectAGoodPayloadComparesEveryValue() async throws {
    let sandbox = Sandbox(files: Self.files)
    let status = await InspectReport.run(
      payload: "/ws/Fixtures/good.json", fixture: nil, selection: try selection(), format: .text,
      workbench: workbench(sandbox))
    #expect(status == .success)
    #expect(sandbox.outputText.contains("keys never read: 1\n  shiny"))
    #expect(sandbox.outputText.contains("comparison: 3 of 4 values match the model"))
    #expect(sandbox.outputText.contains("--  shiny"))
  }

  @Test func inspectReadsStandardInputAndURLs() async throws {
    let piped = Sandbox(standardInput: #"{"baseType": "fire", "name": "x", "pokedexIndex": 1}"#)
    #expect(
      await InspectReport.run(
        payload: "-", fixture: nil, selection: try selection(), format: .json, workbench: workbench(piped))
        == .success)
    #expect(try JSONParserHelper.parse(piped.outputText)["verdict"] == "decodes")

    let body = Data(#"{"baseType": "fire", "name": "x"}"#.utf8)
    let served = Sandbox(http: StubHTTPClient(.response(body)))
    let status = await InspectReport.run(
      payload: "https://api.example.com/pokemon/6", fixture: nil, selection: try selection(), format: .text,
      workbench: workbench(served))
    #expect(status == .failure)
    #expect(served.outputText.contains("pokedexIndex  missing key"))

    let broken = Sandbox(http: StubHTTPClient(.response(Data("oops".utf8), status: 503)))
    let failed = await InspectReport.run(
      payload: "https://api.example.com/pokemon/6", fixture: nil, selection: try selection(), format: .text,
      workbench: workbench(broken))
    #expect(failed == .usageError)
    #expect(broken.errorText.contains("the server answered HTTP 503"))
  }

  @Test func invalidJSONIsReportedWithItsLocation() async throws {
    let sandbox = Sandbox(files: ["/p.json": "{\"name\": }"])
    let status = await InspectReport.run(
      payload: "/p.json", fixture: nil, selection: try selection(), format: .text, workbench: workbench(sandbox))
    #expect(status == .failure)
    #expect(sandbox.errorText == "/p.json:1:10: unexpected '}'; expected a value\n")
  }

  @Test func unknownFixturesListTheKnownOnes() async throws {
    let sandbox = Sandbox(files: Self.files)
    let status = await InspectReport.run(
      payload: nil, fixture: "nope", selection: try selection(), format: .text, workbench: workbench(sandbox))
    #expect(status == .usageError)
    #expect(sandbox.errorText.contains("known fixtures: failing/bad.json, good.json"))
  }
}

enum JSONParserHelper {
  static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }
}

/// Help as ArgumentParser wraps it: a discussion breaks lines only between paragraphs.
struct HelpTextTests {
  @Test(arguments: WorkbenchCommand.configuration.subcommands.map { ObjectIdentifier($0) })
  func discussionsBreakLinesOnlyBetweenParagraphs(command: ObjectIdentifier) throws {
    let type = try #require(WorkbenchCommand.configuration.subcommands.first { ObjectIdentifier($0) == command })
    let discussion = type.configuration.discussion
    let paragraphs = discussion.components(separatedBy: "\n\n")
    for paragraph in paragraphs {
      #expect(!paragraph.contains("\n"), "\(type.configuration.commandName ?? ""): a line break inside \(paragraph)")
    }
  }
}
