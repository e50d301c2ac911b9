import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import PayloadSources
import Testing
import WorkbenchContext

/// A dictionary's keys are data: its values fold into one path (`stations{}.name`), and a value of
/// the wrong type counts for the dictionary's own key, as an array's element does.
struct DictionarySummaryTests {
  struct Network: Decodable, Sendable {
    struct Station: Decodable, Sendable {
      var name: String
      var elevation: Int?
    }
    var offsets: [String: Double]
    var stations: [String: Station]
  }

  let payloads = [
    #"{"offsets": {"north": 1.5, "south": 2}, "stations": {"kew": {"name": "Kew", "elevation": 6}}}"#,
    #"{"offsets": {"north": "high"}, "stations": {"kew": {"name": "Kew"}, "oslo": {"name": null}}}"#,
    #"{"offsets": {}, "stations": {"a": {"name": "A", "elevation": null}, "b": {"name": 7}}}"#,
  ]

  func summary() -> PayloadSetSummary {
    var payloadSet = PayloadSet(inputs: ["-"])
    payloadSet.standardInput = Data(payloads.joined(separator: "\n").utf8)
    let run = PayloadSetRun(model: WorkspaceModel.model(Network.self))
    return run.run(payloadSet, files: InMemoryFileSystem([:]).fileSystem) { _ in }.summary
  }

  func counts(_ summary: PayloadSetSummary, _ path: String) -> [Int]? {
    summary.fields.first { $0.field.path.description == path }.map {
      [$0.present, $0.null, $0.absent, $0.wrongType, $0.failing]
    }
  }

  @Test func valuesFoldIntoOnePathCountedOncePerPayload() {
    let summary = summary()
    #expect(
      summary.fields.map(\.field.path.description) == [
        "offsets", "stations", "stations{}.name", "stations{}.elevation",
      ])
    #expect(counts(summary, "stations{}.name") == [3, 1, 0, 1, 2])
    #expect(counts(summary, "stations{}.elevation") == [1, 1, 2, 0, 0])
    #expect(counts(summary, "offsets") == [3, 0, 0, 1, 1], "a value of the wrong type counts for the dictionary")
    #expect(summary.decoding == 1)
  }

  struct Region: Decodable, Sendable {
    var zones: [String: [String: Network.Station]]
  }

  @Test func nestedDictionariesFoldAtEveryLevel() {
    var payloadSet = PayloadSet(inputs: ["-"])
    payloadSet.standardInput = Data(#"{"zones": {"north": {"kew": {"name": 3}}, "south": {}}}"#.utf8)
    let run = PayloadSetRun(model: WorkspaceModel.model(Region.self))
    let summary = run.run(payloadSet, files: InMemoryFileSystem([:]).fileSystem) { _ in }.summary
    #expect(counts(summary, "zones{}{}.name") == [1, 0, 0, 1, 1])
  }

  @Test func foldedPathsSpellValuesWithBraces() {
    let path: FoldedPath = "stations{}.name"
    #expect(path.steps == [.key("stations"), .value, .key("name")])
    #expect(path.description == "stations{}.name")
    #expect(FoldedPath("grid[]{}").steps == [.key("grid"), .element, .value])
  }
}
