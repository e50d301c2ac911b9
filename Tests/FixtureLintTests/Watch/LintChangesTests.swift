import FixtureLint
import JSONCore
import Testing

/// What `lint --watch` prints between runs: only what changed, in each format.
struct LintChangesTests {
  typealias Entry = LintSnapshot.Entry
  static let missing = LintSnapshot.Finding(
    line: 1, column: 1, message: "no longer decodes: JSONDecoder stops at dueAt: the required key \"dueAt\" is missing")

  let before = LintSnapshot(entries: [
    Entry(path: "/pkg/Fixtures/order.json", status: "broken", error: Self.missing),
    Entry(path: "/pkg/Fixtures/user.json", status: "as expected"),
    Entry(path: "/pkg/Fixtures/gone.json", status: "as expected"),
    Entry(path: "/pkg/Fixtures/item.json", status: "broken", error: Self.missing),
  ])
  let after = LintSnapshot(entries: [
    Entry(path: "/pkg/Fixtures/order.json", status: "as expected"),
    Entry(
      path: "/pkg/Fixtures/user.json", status: "broken",
      error: .init(line: 3, column: 9, message: "wrong type at age")),
    Entry(path: "/pkg/Fixtures/new.json", status: "unassigned"),
    Entry(
      path: "/pkg/Fixtures/item.json", status: "broken",
      error: .init(line: 2, column: 1, message: Self.missing.message)),
  ])

  @Test func eachFixtureThatChangedIsToldOnceAndAMovedErrorIsNoChange() {
    let changes = LintChanges(from: before, to: after)
    #expect(
      changes.changes.map { "\($0.kind.rawValue) \($0.entry.path)" } == [
        "removed /pkg/Fixtures/gone.json", "new /pkg/Fixtures/new.json", "fixed /pkg/Fixtures/order.json",
        "now broken /pkg/Fixtures/user.json",
      ])
    #expect(LintChanges(from: after, to: after).changes.isEmpty)
  }

  @Test func textSaysWhatChangedThenTheSummary() {
    let output = LintChangesOutput(currentDirectory: "/pkg")
    #expect(
      output.text(LintChanges(from: before, to: after), isFirst: false) == """
        removed: Fixtures/gone.json
        new: Fixtures/new.json
        fixed: Fixtures/order.json
        now broken: Fixtures/user.json:3:9: wrong type at age
        lint: 1 fixed, 1 now broken; 4 fixtures: 1 as expected, 2 broken

        """)
    #expect(
      output.text(LintChanges(from: after, to: after), isFirst: false)
        == "lint: no change; 4 fixtures: 1 as expected, 2 broken\n")
    #expect(
      output.text(LintChanges(from: LintSnapshot(entries: []), to: before), isFirst: true) == """
        broken: Fixtures/item.json:1:1: \(Self.missing.message)
        broken: Fixtures/order.json:1:1: \(Self.missing.message)
        lint: watching; 4 fixtures: 2 as expected, 2 broken

        """)
  }

  @Test func jsonIsOneLineARunThatReadsBack() throws {
    let output = LintChangesOutput(currentDirectory: "/pkg")
    let line = output.json(LintChanges(from: before, to: after), isFirst: false)
    #expect(line.filter { $0 == "\n" }.count == 1)
    let run = try JSONParser.parse(line)
    #expect(run["first"] == .bool(false))
    #expect(run["changes"]?[2]?["change"] == .string("fixed"))
    #expect(run["changes"]?[3]?["line"] == .number(JSONNumber(3)))
    #expect(run["summary"]?["broken"] == .number(JSONNumber(2)))
  }

  @Test func githubAndJUnitMarkWhatIsNowBroken() {
    let output = LintChangesOutput(currentDirectory: "/pkg")
    let changes = LintChanges(from: before, to: after)
    let annotations = output.annotations(changes, isFirst: false)
    #expect(
      annotations.contains(
        "::error file=Fixtures/user.json,line=3,col=9,title=workbench lint%3A now broken::wrong type at age"))
    #expect(annotations.contains("::notice file=Fixtures/order.json,title=workbench lint%3A fixed::fixed"))
    let junit = output.junit(changes, isFirst: false)
    #expect(junit.contains(#"tests="4" failures="1""#))
    #expect(junit.contains(#"<failure message="Fixtures/user.json:3:9: wrong type at age"/>"#))
  }

  @Test func aSnapshotReadsLintsJSONReportOfOneWorkspaceOrMany() throws {
    let report: JSONValue = [
      "fixtures": [
        [
          "path": "/pkg/a.json", "status": "broken", "model": "A",
          "findings": [
            ["severity": "warning", "kind": "key never read", "message": "x"],
            ["severity": "error", "kind": "missing key", "line": 2, "column": 3, "message": "id is missing"],
          ],
        ],
        ["path": "/pkg/b.json", "status": "as expected", "model": "B", "findings": []],
      ]
    ]
    let one = try #require(LintSnapshot(json: report))
    #expect(one.entries["/pkg/a.json"]?.error == .init(line: 2, column: 3, message: "id is missing"))
    #expect(one.entries["/pkg/a.json"]?.model == "A")
    #expect((one.fixtures, one.asExpected, one.broken) == (2, 1, 1))
    #expect(LintSnapshot(json: .array([report, report]))?.fixtures == 4)
    #expect(LintSnapshot(json: "not a report") == nil)
  }
}
