import FixtureEngine
import Foundation
import JSONFragment
import Locations
import Testing
import WorkbenchContext

@testable import FixtureLint
@testable import FixtureWorkbench

/// `workbench lint` against a workspace in memory, through the test context.
struct LintCommandTests {
  static let workspace = {
    var places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    // Its models' code is the bundled Locations', which never traps: fixtures may be fitted here.
    places.fitsInThisProcess = true
    return places
  }()
  static let files = [
    "/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS", "open24h": true}"#,
    "/ws/Fixtures/location-renamed.json": "{\n  \"id\": 2,\n  \"name\": \"Pin\"\n}",
    "/ws/Fixtures/mystery.json": #"{"id": 9}"#,
    "/ws/Fixtures/failing/name-is-an-object.json": "{\n  \"locationId\": 3,\n  \"name\": {}\n}",
    "/ws/Fixtures/Address/failing/no-city.json": #"{"street": "1 Main St", "country": "US"}"#,
    "/ws/Fixtures/Address/failing/expected-failures.txt": "no-city.json  street\n",
    "/ws/Fixtures/Adress/home.json": "{}",
    "/ws/Fixtures/missing-comma.json": "{\n  \"locationId\": 4\n  \"name\": \"x\"\n}",
  ]

  private func run(
    _ sandbox: Sandbox, workspace: String = "places", format: LintFormat = .text, record: Bool = false,
    listingUnread: Bool = false
  )
    -> CommandStatus
  {
    var context = sandbox.context
    context.currentDirectory = "/ws"
    return LintRun.run(
      workspace: workspace, format: format, record: record, listingUnread: listingUnread,
      workbench: Workbench(registry: WorkspaceRegistry([Self.workspace]), context: context))
  }

  @Test func textHasABlockPerFixtureWithSomethingToSayAndASummary() {
    let sandbox = Sandbox(files: Self.files)
    #expect(run(sandbox) == .failure)
    #expect(sandbox.errorText.isEmpty)
    #expect(
      sandbox.outputText == """
        note: 1 model leaves keys unread; --unread lists them
        Fixtures/Address/failing/no-city.json (Address, meant to fail): broken
          Fixtures/Address/failing/no-city.json:1:1: error: meant to fail at street (Fixtures/Address/failing/expected-failures.txt:1), but JSONDecoder stops at city: the required key "city" is missing; if that is where it should fail now, change the line
        Fixtures/Adress/home.json (no model): broken
          Fixtures/Adress/home.json: error: the folder Adress names no model of workspace Places (models: Location, Address); move the file into a folder named after its model, or directly into Fixtures/ with a name that starts with its model's (location-home.json)
        Fixtures/failing/name-is-an-object.json (Location by default, meant to fail): as expected
          Fixtures/failing/name-is-an-object.json:3:11: warning: fails at name: expected String, found an empty object; Fixtures/failing/expected-failures.txt records no path for it; to record it run: workbench lint --workspace Places --record
        Fixtures/location-renamed.json (Location): broken
          Fixtures/location-renamed.json:1:1: error: no longer decodes: JSONDecoder stops at locationId: the required key "locationId" is missing
        Fixtures/missing-comma.json (Location by default): broken
          Fixtures/missing-comma.json:3:3: error: invalid JSON: expected ',' or '}' after an object member, found '"'
        Fixtures/mystery.json (no model): unassigned
          Fixtures/mystery.json: warning: fits no model of workspace Places: Location fails at locationId: the required key "locationId" is missing; Address fails at street: the required key "street" is missing; if it is meant to fail, move it into failing/; else name it after its model (location-mystery.json) or put it in a folder named after its model
        7 fixtures: 2 as expected, 4 broken, 1 unassigned; 2 warnings

        """)
  }

  @Test func unreadListsEachKeyAModelNeverReadsAtItsFirstPlace() {
    let sandbox = Sandbox(files: Self.files)
    #expect(run(sandbox, listingUnread: true) == .failure)
    #expect(sandbox.outputText.contains("Fixtures/cvs.json:1:45: warning: open24h: the model never reads this key"))
    #expect(
      sandbox.outputText.contains("Fixtures/location-renamed.json:2:9: warning: id: the model never reads this key"))
    #expect(!sandbox.outputText.contains("--unread lists"))
    #expect(sandbox.outputText.hasSuffix("7 fixtures: 2 as expected, 4 broken, 1 unassigned; 4 warnings\n"))
  }

  @Test func aStaleManifestLineSaysHowTheCommandDropsIt() {
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/cvs.json": #"{"locationId": 1}"#,
      "/ws/Fixtures/failing/expected-failures.txt": "gone.json  name\n",
    ])
    #expect(run(sandbox) == .success)
    #expect(
      sandbox.outputText.contains(
        "Fixtures/failing/expected-failures.txt:1:1: warning: gone.json is not a fixture in this folder; delete the line, or run lint with --record to drop it"
      ))
  }

  @Test func githubFormatAnnotatesEachFindingAtItsPlace() {
    let sandbox = Sandbox(files: Self.files)
    #expect(run(sandbox, format: .github) == .failure)
    let lines = sandbox.outputText.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        #"::error file=Fixtures/location-renamed.json,line=1,col=1,title=workbench lint%3A no longer decodes::no longer decodes: JSONDecoder stops at locationId: the required key "locationId" is missing"#
      ), "\(lines)")
    #expect(
      lines.contains(
        "::notice::1 model leaves keys unread; --unread lists them"))
    #expect(
      lines.contains {
        $0.hasPrefix("::error file=Fixtures/Adress/home.json,title=workbench lint%3A unknown model folder::")
      })
    #expect(lines.last == "7 fixtures: 2 as expected, 4 broken, 1 unassigned; 2 warnings")
    #expect(
      lines.dropLast().allSatisfy {
        $0.hasPrefix("::error ") || $0.hasPrefix("::warning") || $0.hasPrefix("::notice::")
      })
  }

  @Test func annotationsEscapeWhatWorkflowCommandsReserve() {
    #expect(LintAnnotations.escapedData("50% done\nnext") == "50%25 done%0Anext")
    #expect(LintAnnotations.escapedProperty("a:b,c") == "a%3Ab%2Cc")
  }

  @Test func fixturesThatDoWhatTheyAreMeantToPrintOnlyTheSummaryAndExitZero() {
    let sandbox = Sandbox(files: ["/ws/Fixtures/cvs.json": #"{"locationId": 1}"#])
    #expect(run(sandbox) == .success)
    #expect(sandbox.outputText == "1 fixture: 1 as expected, 0 broken\n")
  }

  @Test func recordWritesTheManifestAndSaysWhatItAdded() {
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/failing/name-is-an-object.json": "{\n  \"locationId\": 3,\n  \"name\": {}\n}"
    ])
    #expect(run(sandbox, record: true) == .success)
    #expect(
      sandbox.outputText == """
        recorded in Fixtures/failing/expected-failures.txt: name-is-an-object.json  name
        1 fixture: 1 as expected, 0 broken

        """)
    #expect(
      sandbox.file("/ws/Fixtures/failing/expected-failures.txt")?.hasSuffix("\nname-is-an-object.json  name\n") == true)
  }

  @Test func jsonListsEveryFixtureWithItsFindingsAndTheSummary() throws {
    let sandbox = Sandbox(files: Self.files)
    #expect(run(sandbox, format: .json) == .failure)
    let json = try JSONParser.parse(sandbox.outputText)
    #expect(json["workspace"] == "Places")
    guard case .array(let fixtures)? = json["fixtures"] else {
      Issue.record("no fixtures array")
      return
    }
    #expect(fixtures.count == 7)
    let renamed = try #require(fixtures.first { $0["file"] == "Fixtures/location-renamed.json" })
    #expect(renamed["path"] == "/ws/Fixtures/location-renamed.json")
    #expect(renamed["model"] == "Location")
    #expect(renamed["assignment"] == "name")
    let mystery = try #require(fixtures.first { $0["file"] == "Fixtures/mystery.json" })
    #expect(mystery["status"] == "unassigned")
    #expect(mystery["assignment"] == "unassigned")
    #expect(mystery["model"] == .null)
    #expect(fixtures.first { $0["file"] == "Fixtures/Address/failing/no-city.json" }?["assignment"] == "folder")
    #expect(renamed["meantToFail"] == false)
    #expect(renamed["status"] == "broken")
    #expect(renamed["failsAt"] == "locationId")
    #expect(renamed["recordedPath"] == .null)
    #expect(
      renamed["findings"]?[0] == [
        "severity": "error", "kind": "no longer decodes", "path": "locationId", "line": 1, "column": 1,
        "message": #"no longer decodes: JSONDecoder stops at locationId: the required key "locationId" is missing"#,
      ])
    let unrecorded = try #require(fixtures.first { $0["file"] == "Fixtures/failing/name-is-an-object.json" })
    #expect(unrecorded["findings"]?[0]?["hint"] == "run workbench lint --workspace Places --record")
    #expect(json["manifests"]?[0]?["file"] == "Fixtures/Address/failing/expected-failures.txt")
    #expect(json["changes"] == [])
    #expect(
      json["summary"] == [
        "fixtures": 7, "asExpected": 2, "broken": 4, "unreadable": 0, "unassigned": 1, "unchecked": 0, "warnings": 2,
        "manifestErrors": 0,
      ])
  }

  @Test func anUnknownWorkspaceIsAUsageErrorListingTheKnownOnes() {
    let sandbox = Sandbox(files: Self.files)
    #expect(run(sandbox, workspace: "Nope") == .usageError)
    #expect(sandbox.errorText == "workbench lint: unknown workspace 'Nope'; known workspaces: Places\n")
    #expect(sandbox.outputText.isEmpty)
  }

  @Test func anUnreadableFixtureExitsTwoAfterReportingEverythingElse() {
    let sandbox = Sandbox(files: ["/ws/Fixtures/cvs.json": #"{"locationId": 1}"#, "/ws/Fixtures/locked.json": "{}"])
    var context = sandbox.context
    let read = context.files.read
    context.files.read = { path in
      if path.hasSuffix("locked.json") { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
      return try read(path)
    }
    let status = LintRun.run(
      workspace: "Places", format: .text, record: false,
      workbench: Workbench(registry: WorkspaceRegistry([Self.workspace]), context: context))
    #expect(status == .usageError)
    #expect(
      sandbox.outputText.hasPrefix(
        "ws/Fixtures/locked.json (Location by default): unreadable\n  ws/Fixtures/locked.json: error: cannot read the file: "
      ))
    #expect(sandbox.outputText.hasSuffix("2 fixtures: 1 as expected, 0 broken, 1 unreadable\n"))
  }

  @Test func withoutAWorkspaceEveryWorkspaceIsLintedAndTheWorstOutcomeIsTheStatus() throws {
    let other = Workspace("Shops", directory: "/shops", models: [.fragment(LocationFragment.self)])
    let sandbox = Sandbox(files: [
      "/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS"}"#,
      "/shops/Fixtures/broken.json": "{\n  \"locationId\": 4\n  \"name\": \"x\"\n}",
    ])
    var context = sandbox.context
    context.currentDirectory = "/"
    let workbench = Workbench(registry: WorkspaceRegistry([Self.workspace, other]), context: context)
    #expect(LintRun.run(workspace: nil, format: .text, record: false, workbench: workbench) == .failure)
    #expect(
      sandbox.outputText.hasPrefix("workspace Places:\n1 fixture: 1 as expected, 0 broken\nworkspace Shops:\n"),
      "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains("shops/Fixtures/broken.json (Location): broken"), "\(sandbox.outputText)")
    let json = Sandbox(files: ["/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS"}"#])
    var jsonContext = json.context
    jsonContext.currentDirectory = "/"
    _ = LintRun.run(
      workspace: nil, format: .json, record: false,
      workbench: Workbench(registry: WorkspaceRegistry([Self.workspace, other]), context: jsonContext))
    guard case .array(let reports) = try JSONParser.parse(Data(json.outputText.utf8)) else {
      Issue.record("several workspaces should print an array of reports: \(json.outputText)")
      return
    }
    #expect(reports.count == 2)
  }
}
