import FixtureEngine
import Foundation
import JSONFragment
import PayloadSources
import Releases

/// The many-payloads cases (issue 14): an NDJSON log of 10,000 releases of about 2 KB (20 MB),
/// summarized per key path by `inspect`'s engine with the model's code in a release
/// `workbench worker`, against `JSONDecoder` alone decoding every line; and a 1 GiB log and a 1 GiB
/// HAR capture of the same releases summarized for their peak memory. The inputs are written to a
/// temporary folder and removed after.
enum PayloadSetCases {
  static let count = 10_000
  /// Every 100th release has an asset state the model lacks.
  static let failingEvery = 100

  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let isHuge = benchCase == .payloadsHugeLog || benchCase == .payloadsHugeCapture
    let isCapture = benchCase == .payloadsHugeCapture
    let path = folder.appendingPathComponent(isCapture ? "releases.har" : "releases.ndjson").path
    let (lines, bytes, digest) = try writeLog(to: path, atLeast: isHuge ? 1 << 30 : 0, asCapture: isCapture)
    let size = String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    let failing = (lines + failingEvery - 1) / failingEvery
    let baseline = PeakMemory.residentKiB()
    let expected: String
    let runs: Measure.Runs<String>
    var workerPeak = 0
    switch benchCase {
    case .payloadsDecoder:
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      expected = "\(lines - failing) decode, \(failing) fail"
      runs = Measure.repeatedly(iterations, { decodeEveryLine(path, decoder) }, check: { $0 })
    default:
      let worker = ModelWorker(executable: try LaunchCase.workbenchPath(), arguments: ["worker"], environment: [:])
      let model = try WorkspaceRegistry([.releases]).runningModels(in: worker).workspace(named: "Releases")
        .model(named: "Release")
      _ = model.schema()
      expected = "\(lines - failing) decode, \(failing) fail; assets[].state unknown \"starter\" in \(failing)"
      runs = Measure.repeatedly(
        isHuge ? 1 : iterations, { summarize(path, model) }, check: { $0 })
      // While the worker still runs: it stops with the last reference to its model.
      workerPeak = PeakMemory.childrenResidentKiB()
    }
    let peak = PeakMemory.residentKiB()
    let right = runs.checks.allSatisfy { $0 == expected }
    let memory =
      isHuge
      ? "; peak \(peak / 1024) MiB here and \(workerPeak / 1024) MiB in the worker, goal < 300 MiB each" : ""
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary: "\(isCapture ? "a HAR capture" : "an NDJSON log") of \(lines) releases of about 2 KB (\(size))",
      inputDigest: digest.hex,
      seconds: runs.seconds,
      baselineKiB: baseline,
      peakKiB: peak,
      check: runs.checks.first ?? "",
      verified: right && (!isHuge || max(peak, workerPeak) < 300 * 1024),
      verification: (right ? "every verdict as generated" : "expected \(expected)") + memory)
  }

  /// Writes releases, one per line, until there are ``count`` of them or `atLeast` bytes; as a
  /// capture, each is the JSON response body of an entry of a HAR capture.
  private static func writeLog(to path: String, atLeast bytes: Int, asCapture: Bool) throws -> (
    lines: Int, bytes: Int, FNV1a
  ) {
    let template = String(
      decoding: JSONPrinter.bytes(of: ReleaseSamples.payload(assets: 6), style: .compact), as: UTF8.self)
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else { throw LaunchCase.Problem(description: "cannot write \(path)") }
    defer { try? handle.close() }
    var digest = FNV1a()
    var written = 0
    var lines = 0
    var buffer = Data()
    if asCapture {
      buffer.append(
        contentsOf: #"{"log": {"version": "1.2", "creator": {"name": "workbench-bench"}, "entries": ["#.utf8)
      buffer.append(0x0A)
    }
    while lines < count || written < bytes {
      var line = template.replacingOccurrences(of: "\"id\":170243919,", with: "\"id\":\(lines),")
      if lines % failingEvery == 0 {
        line = line.replacingOccurrences(of: "\"state\":\"open\"", with: "\"state\":\"starter\"")
      }
      if asCapture {
        let url = "https://api.example.com/releases/\(lines)"
        let entry =
          #"{"request": {"method": "GET", "url": "\#(url)"}, "response": {"status": 200, "content": "#
          + #"{"mimeType": "application/json", "text": \#(JSONValue.string(line).compactText)}}}"#
        buffer.append(contentsOf: ((lines == 0 ? "" : ",\n") + entry).utf8)
      } else {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
      }
      lines += 1
      if buffer.count > 1 << 20 {
        digest.add(buffer)
        written += buffer.count
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    if asCapture { buffer.append(contentsOf: "\n]}}\n".utf8) }
    digest.add(buffer)
    written += buffer.count
    try handle.write(contentsOf: buffer)
    return (lines, written, digest)
  }

  private static func decodeEveryLine(_ path: String, _ decoder: JSONDecoder) -> String {
    guard let text = FileManager.default.contents(atPath: path) else { return "unreadable" }
    var decoded = 0
    var failed = 0
    var start = text.startIndex
    while let newline = text[start...].firstIndex(of: 0x0A) {
      if (try? decoder.decode(Release.self, from: text[start..<newline])) != nil { decoded += 1 } else { failed += 1 }
      start = newline + 1
    }
    return "\(decoded) decode, \(failed) fail"
  }

  private static func summarize(_ path: String, _ model: WorkspaceModel) -> String {
    let result = PayloadSetRun(model: model).run(PayloadSet(inputs: [path]), files: .live) { _ in }
    let summary = result.summary
    let state = summary.fields.first { $0.field.path.description == "assets[].state" }
    let unknown = state?.unknownValues.map { "\"\($0.value)\" in \($0.count)" }.joined(separator: ", ") ?? "none"
    return "\(summary.decoding) decode, \(summary.failing) fail; assets[].state unknown \(unknown)"
  }
}
