import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import PayloadSources
import Testing
import WorkbenchContext

/// A payload set decoded by several workers at once reports every payload in input order, the
/// same records and summary as one worker, and a payload that traps stops only its own lane.
@Suite(.serialized)
struct ParallelPayloadSetTests {
  private func station() throws -> WorkspaceModel {
    try ModelWorkerTests.wild.workspace(named: "Wild").model(named: "Station")
  }

  /// An NDJSON log of `count` stations, every 7th with an empty id (its init traps), every 5th
  /// with a wrong type.
  private func log(count: Int) throws -> String {
    let good = try String(
      contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild/Fixtures/central-park.json"),
      encoding: .utf8)
    let line = good.replacingOccurrences(of: "\n", with: "")
    let lines = (0..<count).map { index in
      index % 7 == 3
        ? line.replacingOccurrences(of: #""id": "st-001""#, with: #""id": """#)
        : index % 5 == 4 ? line.replacingOccurrences(of: #""name": "Central Park""#, with: #""name": 12"#) : line
    }
    let path = NSTemporaryDirectory() + "parallel-\(UUID().uuidString).ndjson"
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func run(_ path: String, jobs: Int) throws -> ([String], PayloadSetSummary) {
    var run = PayloadSetRun(model: try station())
    run.batchCount = 4
    run.jobs = jobs
    var lines: [String] = []
    let result = run.run(PayloadSet(inputs: [path]), files: .live) { outcome in
      lines.append("\(outcome.name) \(outcome.record.decodes) \(outcome.record.verdict)")
    }
    return (lines, result.summary)
  }

  @Test func twoWorkersReportTheSameRecordsInInputOrder() throws {
    let path = try log(count: 60)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (one, oneSummary) = try run(path, jobs: 1)
    let (two, twoSummary) = try run(path, jobs: 2)
    #expect(one.count == 60)
    #expect(one.map { $0.split(separator: " ").first.map(String.init) } == (1...60).map { "\(path):\($0)" })
    #expect(two == one)
    #expect(twoSummary.decoding == oneSummary.decoding)
    #expect(twoSummary.failing == oneSummary.failing)
    #expect(oneSummary.failing > 0 && oneSummary.decoding > 0, "the set mixes decoding and failing payloads")
    #expect(one.filter { $0.contains("stopped") }.count == 9, "\(one)")
  }
}
