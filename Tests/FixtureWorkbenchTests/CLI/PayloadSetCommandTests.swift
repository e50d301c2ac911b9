import FixtureEngine
import Foundation
import JSONFragment
import PayloadSources
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// `workbench inspect` over many payloads: a folder, an NDJSON log, a HAR capture; the text and
/// JSON reports, the exit status and `--save-shapes`.
struct PayloadSetCommandTests {
  static let workspace = Workspace("Dex", directory: "/ws", models: [.fragment(PokemonFragment.self)])

  /// Payload `index`: the name is null in 2 of 10, the kind "shadow" in 1, the index a string in 1.
  static func payload(_ index: Int) -> String {
    let name = index % 5 == 2 ? "null" : #""mon \#(index)""#
    let kind = index == 9 ? "shadow" : "fire"
    let number = index == 4 ? #""4""# : "\(index)"
    let extra = index % 3 == 0 ? #", "shiny": true"# : ""
    return #"{"baseType": "\#(kind)", "name": \#(name), "pokedexIndex": \#(number)\#(extra)}"#
  }

  static let log = (0..<10).map(payload).joined(separator: "\n") + "\nnot json\n"

  private func run(_ arguments: [String], files: [String: String]) throws -> (CommandStatus, Sandbox) {
    let sandbox = Sandbox(files: files)
    let workbench = Workbench(registry: WorkspaceRegistry([Self.workspace]), context: sandbox.context)
    let command = try InspectCommand.parse(arguments + ["--model", "Pokemon"])
    let payloadSet = PayloadSet(
      inputs: command.payloads, urlContains: command.urlContains,
      selection: command.at.map { JSONPath(stringLiteral: $0) })
    let options = PayloadSetReport.Options(
      payloadSet: payloadSet, format: command.format, saveShapes: command.saveShapes, force: command.force)
    return (PayloadSetReport.run(options, selection: command.selection, workbench: workbench), sandbox)
  }

  @Test func theTextReportListsEachPayloadThenTheSetThenTheKeysNeverRead() throws {
    let (status, sandbox) = try run(["/log.ndjson"], files: ["/log.ndjson": Self.log])
    #expect(status == .failure)
    #expect(
      sandbox.outputText == """
        /log.ndjson:1  decodes
        /log.ndjson:2  decodes
        /log.ndjson:3  fails at name: expected String, found null
        /log.ndjson:4  decodes
        /log.ndjson:5  fails at pokedexIndex: expected Int, found the string "4"
        /log.ndjson:6  decodes
        /log.ndjson:7  decodes
        /log.ndjson:8  fails at name: expected String, found null
        /log.ndjson:9  decodes
        /log.ndjson:10  fails at baseType: the string "shadow" is not a case of Pokemon.Kind; expected one of "fire", "water", "grass", "electric", "ice"
        /log.ndjson:11:1  not JSON: invalid literal; expected 'null' (JSON literals are lowercase true, false and null)

        Dex > Pokemon  11 payloads: 6 decode, 5 fail (1 not JSON)
        by key path (array elements folded: a[].b is the b of every element of a):
          path          present  null  absent  wrong type  failing  unknown values
          baseType      10       0     0       0           1        "shadow" 1
          name          8        2     0       0           2
          pokedexIndex  10       0     0       1           1
        the model against the set: 3 errors
          error: baseType: required, values the model lacks: "shadow" (1)
          error: name: required, null in 2 of 10 (20%)
          error: pokedexIndex: required, not Int in 1 of 10 (10%)
        keys never read: 1
          shiny  in 4

        """)
  }

  @Test func theJSONReportHasThePayloadsTheFieldsAndTheKeysNeverRead() throws {
    let (status, sandbox) = try run(["/log.ndjson", "--format", "json"], files: ["/log.ndjson": Self.log])
    #expect(status == .failure)
    let json = try JSONParser.parse(sandbox.outputText)
    #expect(json["payloads"]?[2]?["name"] == "/log.ndjson:3")
    #expect(json["payloads"]?[2]?["verdict"] == "fails")
    #expect(json["payloads"]?[2]?["failsAt"] == "name")
    #expect(json["payloads"]?[0]?["failsAt"] == .null)
    #expect(json["payloads"]?[10]?["name"] == "/log.ndjson:11:1")
    let name = json["summary"]?["fields"]?[1]
    #expect(name?["path"] == "name")
    #expect(
      [name?["present"], name?["null"], name?["absent"], name?["wrongType"], name?["failing"]] == [8, 2, 0, 0, 2])
    #expect(json["summary"]?["fields"]?[0]?["unknownValues"] == ["shadow": 1])
    #expect(json["summary"]?["neverRead"] == [["path": "shiny", "count": 4]])
  }

  @Test func allDecodingIsZeroAndAnUnreadableInputIsTwo() throws {
    let good = (0..<2).map(Self.payload).joined(separator: "\n")
    #expect(try run(["/good.ndjson"], files: ["/good.ndjson": good]).0 == .success)
    let (status, sandbox) = try run(["/good.ndjson", "/gone.json"], files: ["/good.ndjson": good])
    #expect(status == .usageError)
    #expect(sandbox.errorText == "/gone.json: cannot read it: no such file or folder\n")
    #expect(sandbox.outputText.contains("2 payloads: 2 decode, 0 fail"))
  }

  @Test func aFolderAndAHARCaptureMixed() throws {
    let body = Data(Self.payload(2).utf8).base64EncodedString()
    let har = """
      {"log": {"version": "1.2", "entries": [
        {"request": {"method": "POST", "url": "https://dex.example/mon/2"},
         "response": {"status": 200, "content": {"mimeType": "application/json", "text": "\(body)", "encoding": "base64"}}},
        {"request": {"method": "GET", "url": "https://dex.example/"},
         "response": {"status": 200, "content": {"mimeType": "text/html", "text": "<p>"}}}
      ]}}
      """
    let (status, sandbox) = try run(
      ["/set", "/c.har"], files: ["/set/a.json": Self.payload(1), "/set/b/c.json": Self.payload(3), "/c.har": har])
    #expect(status == .failure)
    #expect(
      sandbox.outputText.hasPrefix(
        "/set/a.json  decodes\n/set/b/c.json  decodes\nPOST https://dex.example/mon/2  fails at name"))
    #expect(sandbox.outputText.contains("capture entries left out: 1"))
  }

  @Test func shapesAreTheSmallestPayloadOfEachWithAManifestForTheFailingOnes() throws {
    let (status, sandbox) = try run(["/log.ndjson", "--save-shapes", "/out"], files: ["/log.ndjson": Self.log])
    #expect(status == .failure)
    #expect(
      sandbox.files.paths.filter { $0.hasPrefix("/out") } == [
        "/out/failing/expected-failures.txt", "/out/failing/shape-03-name-null-no-shiny.json",
        "/out/failing/shape-04-pokedexindex-wrong-type-no-shiny.json",
        "/out/failing/shape-05-basetype-unknown-shadow.json",
        "/out/shape-01.json", "/out/shape-02-no-shiny.json",
      ])
    #expect(
      sandbox.file("/out/failing/expected-failures.txt") == """
        # Where each fixture in this folder must fail to decode: FILE  PATH, the path JSONDecoder stops at.
        shape-03-name-null-no-shiny.json  name
        shape-04-pokedexindex-wrong-type-no-shiny.json  pokedexIndex
        shape-05-basetype-unknown-shadow.json  baseType

        """)
    #expect(sandbox.file("/out/shape-01.json")?.contains("\"shiny\": true") == true, "a key never read makes a shape")
    #expect(sandbox.file("/out/shape-02-no-shiny.json")?.contains("\"mon 1\"") == true)

    let again = Sandbox(files: ["/log.ndjson": Self.log, "/out/shape-01.json": "{}"])
    let workbench = Workbench(registry: WorkspaceRegistry([Self.workspace]), context: again.context)
    let options = PayloadSetReport.Options(
      payloadSet: PayloadSet(inputs: ["/log.ndjson"]), format: .text, saveShapes: "/out", force: false)
    let selection = try ModelSelection.parse(["--model", "Pokemon"])
    #expect(PayloadSetReport.run(options, selection: selection, workbench: workbench) == .usageError)
    #expect(again.errorText.contains("/out/shape-01.json already exists; add --force to replace"))
    #expect(again.file("/out/shape-01.json") == "{}")
  }

  @Test func shapesSavedIntoAFixtureFolderAreWhatLintExpects() throws {
    let (_, sandbox) = try run(["/log.ndjson", "--save-shapes", "/ws/Fixtures"], files: ["/log.ndjson": Self.log])
    let report = Self.workspace.lint(in: sandbox.context)
    #expect(report.fixtures.count == 5)
    #expect(report.summary.broken == 0, "\(report.fixtures.flatMap(\.findings))")
    #expect(report.summary.asExpected == 5)
    #expect(report.manifests.allSatisfy { $0.findings.isEmpty })
  }

  @Test func aProgressLineIsWrittenOnlyWhenStandardErrorIsATerminal() throws {
    let sandbox = Sandbox(files: ["/log.ndjson": Self.log])
    var context = sandbox.context
    context.errorIsTerminal = true
    let workbench = Workbench(registry: WorkspaceRegistry([Self.workspace]), context: context)
    let options = PayloadSetReport.Options(payloadSet: PayloadSet(inputs: ["/log.ndjson"]), format: .json)
    _ = PayloadSetReport.run(
      options, selection: try ModelSelection.parse(["--model", "Pokemon"]), workbench: workbench)
    #expect(sandbox.errorText.hasPrefix("\r\u{1B}[Kinspect: 1 payloads, 0 fail"))
    #expect(sandbox.errorText.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end")
    #expect(
      try JSONParser.parse(sandbox.outputText)["summary"]?["payloads"] == 11, "standard output is the report alone")
  }

  @Test func theStreamedJSONReportIsTheReportPrintedWhole() throws {
    let files = ["/log.ndjson": Self.log, "/a.json": Self.payload(1), "/empty.ndjson": ""]
    for inputs in [["/log.ndjson", "/a.json"], ["/empty.ndjson"]] {
      let (_, sandbox) = try run(inputs + ["--format", "json"], files: files)
      var payloads: [JSONValue] = []
      var run = PayloadSetRun(model: try Self.workspace.model(named: "Pokemon"))
      run.batchCount = 3
      let result = run.run(PayloadSet(inputs: inputs), files: sandbox.context.files) {
        payloads.append(JSONReports.payload($0))
      }
      let whole = JSONReports.payloadSet(
        payloads: payloads, summary: result.summary, reading: result.reading, workspace: Self.workspace,
        model: try Self.workspace.model(named: "Pokemon"))
      #expect(sandbox.outputText == whole.prettyText + "\n")
    }
  }

  @Test func openTakesManyPayloadsOnlyWhenTheyAreNamed() {
    let context = Sandbox(files: ["/set/a.json": "{}", "/b.json": "{}"]).context
    func isSet(_ inputs: [String], at: String? = nil) -> Bool {
      if case .set? = PayloadArguments(inputs: inputs, at: at).set(context) { return true }
      return false
    }
    #expect(!isSet([]), "no --payload opens the first fixture")
    #expect(!isSet(["/b.json"]))
    #expect(!isSet(["-"]))
    #expect(isSet(["/b.json"], at: "data"))
    #expect(isSet(["/set"]))
    #expect(isSet(["/b.json", "/set/a.json"]))
    #expect(isSet(["/log.ndjson"]))
    #expect(isSet(["/c.har"]))
  }

  @Test func payloadsOverTheSizeLimitAreNotReadAndTheRunGoesOn() throws {
    let long = #"{"baseType": "fire", "name": "\#(String(repeating: "x", count: 200))", "pokedexIndex": 1}"#
    let sandbox = Sandbox(files: [
      "/log.ndjson": [Self.payload(1), long, Self.payload(3)].joined(separator: "\n"), "/big.json": long,
    ])
    var context = sandbox.context
    context.environment["WORKBENCH_MAX_PAYLOAD"] = "100"
    let workbench = Workbench(registry: WorkspaceRegistry([Self.workspace]), context: context)
    let options = PayloadSetReport.Options(payloadSet: PayloadSet(inputs: ["/log.ndjson", "/big.json"]), format: .text)
    let status = PayloadSetReport.run(
      options, selection: try ModelSelection.parse(["--model", "Pokemon"]), workbench: workbench)
    #expect(status == .usageError, "/big.json could not be read")
    #expect(
      sandbox.outputText.contains("/log.ndjson:2  not usable: it is 251 bytes, over the 100 bytes limit for payloads"))
    #expect(sandbox.outputText.contains("/log.ndjson:3  decodes"))
    #expect(sandbox.errorText.hasPrefix("/big.json: cannot read it: it is 251 bytes, over the 100 bytes limit"))
  }
}
