import FixtureAssignment
import Foundation
import JSONFragment
import Testing

/// `workbench lint` through the real binary, on the bundled workspaces.
struct LintBinaryTests {
  let binary = WorkbenchBinaryTests()

  @Test(arguments: [
    ("Pokedex", "3 fixtures: 3 as expected, 0 broken\n"),
    ("Locations", "5 fixtures: 5 as expected, 0 broken\n"),
    ("Catalog", "4 fixtures: 4 as expected, 0 broken\n"),
    ("Releases", "3 fixtures: 3 as expected, 0 broken\n"),
  ])
  func everyBundledWorkspacePasses(workspace: String, summary: String) throws {
    let run = try binary.run(["lint", "--workspace", workspace])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.hasSuffix(summary))
    #expect(!run.output.contains("error:"))
    #expect(!run.output.contains("unrecorded"))
  }

  @Test func watchingRefusesTheBundledWorkspacesAndRecordingSayingWhy() throws {
    let bundled = try binary.run(["lint", "--watch"])
    #expect(bundled.status == 2)
    #expect(bundled.errors.contains("the bundled workspaces are compiled in and are not watched"), "\(bundled.errors)")
    let recording = try binary.run(["lint", "--watch", "--record"])
    #expect(recording.status == 2)
    #expect(recording.errors.contains("--record writes manifests; it does not go with --watch"), "\(recording.errors)")
  }

  @Test func fixWritesOnlyWhenAskedAndPrintsOnlyDiffsOrJSON() throws {
    let nothing = try binary.run(["lint", "--fix"])
    #expect(nothing.status == 0, "\(nothing.errors)")
    #expect(nothing.output == "lint --fix: every fixture decodes; nothing to repair\n")
    let refusals = [
      (["lint", "--write"], "--write applies what --fix repairs: use --fix --write"),
      (["lint", "--fix", "--format", "junit"], "--fix prints diffs: use --format text or json"),
      (["lint", "--fix", "--watch"], "--fix does not go with --watch"),
      (["lint", "--fix", "--record"], "--fix does not go with --record"),
    ]
    for (arguments, reason) in refusals {
      let run = try binary.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errors.contains(reason), "\(arguments): \(run.errors)")
    }
  }

  @Test func explainPrintsTheRulesThatSentAFixtureWhereItWent() throws {
    let path = WorkbenchBinaryTests.packageRoot.appendingPathComponent(
      "Workspaces/Releases/Fixtures/draft-without-assets.json"
    ).path
    let run = try binary.run(["lint", "--explain", path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == """
        \(path)
          1. fit  neither its folder nor its name names a model
          2. fit  Release decodes it and reads the most of it: 12 of its 12 values
          status: as expected

        """)
    let unknown = try binary.run(["lint", "--explain", "nowhere.json"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("nowhere.json is not a fixture of any workspace"), "\(unknown.errors)")
    let alone = try binary.run(["lint", "--explain", path, "--format", "json"])
    #expect(alone.status == 2)
    #expect(alone.errors.contains("--explain prints one fixture's rules as text: use it alone"), "\(alone.errors)")
  }

  @Test func rulesListsEveryRuleByItsNameInOrder() throws {
    let run = try binary.run(["lint", "--rules"])
    #expect(run.status == 0, "\(run.errors)")
    let names = run.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    #expect(names == AssignmentRule.all.map(\.id.rawValue))
    #expect(run.output.contains("subject-name      Else the longest run of words after the first"), "\(run.output)")
    let alone = try binary.run(["lint", "--rules", "--fix"])
    #expect(alone.status == 2)
    #expect(alone.errors.contains("--rules lists the rules as text: use it alone"), "\(alone.errors)")
  }

  @Test func theRecordedFailuresOfTheBundledWorkspacesAreChecked() throws {
    let run = try binary.run(["lint", "--workspace", "releases", "--format", "json"])
    #expect(run.status == 0)
    let json = try JSONParser.parse(run.output)
    #expect(json["workspace"] == "Releases")
    #expect(json["manifests"]?[0]?["file"] == "Fixtures/failing/expected-failures.txt")
    let failing = try #require(json["fixtures"]?[1])
    #expect(failing["file"] == "Fixtures/failing/renamed-and-retyped.json")
    #expect(failing["recordedPath"] == "id")
    #expect(failing["failsAt"] == "id")
    #expect(failing["findings"] == [])
    #expect(json["summary"]?["broken"] == 0)
  }

  @Test func recordingAgainChangesNoBundledManifest() throws {
    let manifest = WorkbenchBinaryTests.packageRoot.appendingPathComponent(
      "Workspaces/Catalog/Fixtures/failing/expected-failures.txt")
    let before = try Data(contentsOf: manifest)
    let run = try binary.run(["lint", "--workspace", "Catalog", "--record"])
    #expect(run.status == 0)
    #expect(!run.output.contains("recorded in"))
    #expect(try Data(contentsOf: manifest) == before)
  }

  @Test func usageErrorsExitTwo() throws {
    let unknown = try binary.run(["lint", "--workspace", "Nope"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "workbench lint: unknown workspace 'Nope'; known workspaces: Pokedex, Locations, Catalog, Releases, Wild\n")
    // Without a workspace, every bundled workspace is linted; they all hold as recorded.
    let every = try binary.run(["lint"])
    #expect(every.status == 0, "\(every.output)\(every.errors)")
    #expect(every.output.hasPrefix("workspace Pokedex:\n"))
    #expect(every.output.contains("workspace Wild:\n"))
    #expect(try binary.run(["lint", "--workspace", "Pokedex", "--format", "yaml"]).status == 2)
  }
}
