import Foundation
import Testing

/// `workbench inspect` over many payloads in the real binary, its models' code in a worker: a
/// payload that traps the model is one line of the report, and the run goes on.
struct PayloadSetBinaryTests {
  @Test func aPayloadThatTrapsTheModelIsOneFindingAndTheRunGoesOn() throws {
    let root = WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Wild")
    let good = try String(contentsOf: root.appendingPathComponent("Fixtures/central-park.json"), encoding: .utf8)
    let trap = try String(contentsOf: root.appendingPathComponent("Payloads/station-empty-id.json"), encoding: .utf8)
    func line(_ text: String) -> String {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("stations.ndjson")
    try Data([line(good), line(trap), line(good)].joined(separator: "\n").utf8).write(to: log)

    let run = try WorkbenchBinaryTests().run(["inspect", log.path, "--model", "Station"])
    #expect(run.status == 1, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines[0] == "\(log.path):1  decodes")
    #expect(
      lines[1].hasPrefix("\(log.path):2  the model's code stopped: Station.init(from:) stopped at Station.swift:"))
    #expect(lines[1].contains("station ids are never empty"))
    #expect(lines[2] == "\(log.path):3  decodes")
    #expect(run.output.contains("Wild > Station  3 payloads: 2 decode, 1 fail (1 stopped the model)"))
    #expect(!run.errors.contains("inspect:"), "no progress line when standard error is a pipe")
  }

  static let charizard = try! String(
    contentsOf: WorkbenchBinaryTests.packageRoot.appendingPathComponent("Workspaces/Pokedex/Fixtures/charizard.json"),
    encoding: .utf8)

  @Test func standardInputWithOnePayloadPerLineIsASet() throws {
    let oneLine = Self.charizard.split(separator: "\n").joined()
    let run = try WorkbenchBinaryTests().run(
      ["inspect", "-", "--model", "Pokemon"],
      input: [oneLine, #"{"name": 3}"#, "not json"].joined(separator: "\n") + "\n")
    #expect(run.status == 1, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.first == "<stdin>:1  decodes", "\(run.output)")
    #expect(lines.dropFirst().first?.hasPrefix("<stdin>:2  fails at ") == true, "\(run.output)")
    #expect(lines.dropFirst(2).first?.hasPrefix("<stdin>:3:1  not JSON") == true, "\(run.output)")
    #expect(run.output.contains("Pokedex > Pokemon  3 payloads: 1 decode, 2 fail (1 not JSON)"), "\(run.output)")
  }

  @Test func oneDocumentOnStandardInputIsOnePayloadEvenWithAnEnvelope() throws {
    let single = try WorkbenchBinaryTests().run(["inspect", "-", "--model", "Pokemon"], input: Self.charizard)
    #expect(single.status == 0, "\(single.output)\(single.errors)")
    #expect(single.output.hasPrefix("Pokedex > Pokemon  <stdin>\nverdict: decodes"), "\(single.output)")
    let envelope = "{\"data\": [\(Self.charizard), {}]}"
    let set = try WorkbenchBinaryTests().run(["inspect", "-", "--model", "Pokemon", "--at", "data"], input: envelope)
    #expect(set.status == 1, "\(set.errors)")
    #expect(set.output.hasPrefix("<stdin>#data[0]  decodes\n<stdin>#data[1]  fails at "), "\(set.output)")
  }
}
