import Foundation
import Testing

/// `workbench fmt --write` killed with SIGKILL halfway through writing a large file: the old
/// file is left whole, the partial new one is a hidden temporary file beside it, and the next
/// write of the same file removes it. The debug build's `WORKBENCH_DEBUG_SLOW_WRITES` pauses
/// between the writer's 1 MiB chunks, so the kill lands mid-write every time.
struct AtomicWriteKillTests {
  @Test func aWriterKilledMidWriteLeavesTheOldFileWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("team.json")
    let record = #"{"id":1,"name":"Charizard","types":["fire","flying"],"stats":{"hp":78,"speed":100}}"#
    let original = Data(("[" + Array(repeating: record, count: 100_000).joined(separator: ",") + "]").utf8)
    try original.write(to: file)

    let writer = Process()
    writer.executableURL = WorkbenchBinaryTests.binary
    writer.arguments = ["fmt", "--write", file.path]
    writer.environment = ProcessInfo.processInfo.environment.merging(["WORKBENCH_DEBUG_SLOW_WRITES": "50"]) { $1 }
    writer.standardOutput = FileHandle.nullDevice
    writer.standardError = FileHandle.nullDevice
    try writer.run()

    let temporary = try waitForPartialWrite(in: folder, of: "team.json", writer: writer)
    kill(writer.processIdentifier, SIGKILL)
    writer.waitUntilExit()
    #expect(writer.terminationReason == .uncaughtSignal && writer.terminationStatus == SIGKILL)

    #expect(try Data(contentsOf: file) == original, "the old file must be whole")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "team.json" }
    #expect(leftovers == [temporary], "only the hidden temporary file may be left: \(leftovers)")
    #expect(temporary.hasPrefix(".team.json.\(writer.processIdentifier).") && temporary.hasSuffix(".tmp"))

    let again = try WorkbenchBinaryTests().run(["fmt", "--write", file.path])
    #expect(again.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["team.json"],
      "the next write removes the leftover")
    #expect(try WorkbenchBinaryTests().run(["fmt", "--check", file.path]).status == 0)
  }

  /// The name of the writer's temporary file once it holds some bytes but not all.
  private func waitForPartialWrite(in folder: URL, of name: String, writer: Process) throws -> String {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, writer.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if let temporary = names.first(where: { $0.hasPrefix(".\(name).") }),
        let size = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(temporary).path)[
          .size] as? Int,
        size >= 1 << 20
      {
        return temporary
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    throw PartialWriteNotSeen(
      description:
        "no partial temporary file appeared before fmt --write \(writer.isRunning ? "timed out" : "finished") (is this a debug build?)"
    )
  }

  struct PartialWriteNotSeen: Error, CustomStringConvertible {
    let description: String
  }
}
