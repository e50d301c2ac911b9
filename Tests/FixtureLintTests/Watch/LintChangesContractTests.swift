import FixtureLint
import JSONCore
import Testing

/// `lint --watch` with the server's contract configured: a refusal the model newly makes, or no
/// longer makes, is told as a fixture's change is.
struct LintChangesContractTests {
  static func report(_ refusals: [JSONValue]) -> JSONValue {
    [
      "fixtures": [["path": "/pkg/a.json", "status": "as expected", "model": "A", "findings": []]],
      "contract": ["file": "api.yaml", "refusals": .array(refusals)],
    ]
  }

  static let locked: JSONValue = [
    "model": "Ticket", "file": "api.yaml", "line": 72,
    "message": #"Ticket.state: api.yaml:72 allows "locked" (enum); Ticket.state has no case for it (Ticket.State)"#,
  ]
  static let labels: JSONValue = [
    "model": "Ticket", "file": "api.yaml", "line": 73,
    "message": "Ticket.labels: api.yaml:73 leaves labels optional; Ticket.labels is required ([String])",
  ]

  static func message(_ refusal: JSONValue) -> String {
    if case .string(let text)? = refusal["message"] { return text }
    return ""
  }

  @Test func aSnapshotReadsTheContractsRefusals() throws {
    let snapshot = try #require(LintSnapshot(json: Self.report([Self.locked, Self.labels])))
    #expect(snapshot.refusals.count == 2)
    #expect(snapshot.contractChecked)
    #expect(snapshot.fixtures == 1)
    let none = try #require(LintSnapshot(json: ["fixtures": []]))
    #expect(!none.contractChecked)
  }

  @Test func aRefusalMadeOrNoLongerMadeIsToldInEachFormat() throws {
    let before = try #require(LintSnapshot(json: Self.report([Self.locked])))
    let after = try #require(LintSnapshot(json: Self.report([Self.labels])))
    let changes = LintChanges(from: before, to: after)
    #expect(changes.changes.map(\.kind) == [.accepted, .refused])
    let output = LintChangesOutput(currentDirectory: "/pkg")
    #expect(
      output.text(changes, isFirst: false) == """
        accepted: \(Self.message(Self.locked))
        refused: \(Self.message(Self.labels))
        lint: 0 fixed, 0 now broken, 1 refused, 1 accepted; 1 fixture: 1 as expected, 0 broken; contract: 1 refusal

        """)
    #expect(
      output.text(LintChanges(from: LintSnapshot(entries: []), to: before), isFirst: true) == """
        refused: \(Self.message(Self.locked))
        lint: watching; 1 fixture: 1 as expected, 0 broken; contract: 1 refusal

        """)
    let annotations = output.annotations(changes, isFirst: false)
    #expect(annotations.contains("::error file=api.yaml,line=73,title=workbench lint%3A refused::Ticket.labels"))
    #expect(annotations.contains("::notice file=api.yaml,line=72,title=workbench lint%3A accepted::Ticket.state"))
    let junit = output.junit(changes, isFirst: false)
    #expect(junit.contains(#"tests="2" failures="1""#))
    let run = try JSONParser.parse(output.json(changes, isFirst: false))
    #expect(run["changes"]?[1]?["change"] == .string("refused"))
    #expect(run["summary"]?["refusals"] == .number(JSONNumber(1)))
  }
}
