import Foundation
import Testing

/// A payload over the size limit is refused before it is read, with the limit and how to raise
/// it. A sparse 1 GiB file stands in for a huge one: fast, and it takes no disk.
struct PayloadLimitBinaryTests {
  let binary = WorkbenchBinaryTests()

  func sparseFile(size: String) throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("huge.json").path
    let truncate = Process()
    truncate.executableURL = URL(fileURLWithPath: "/usr/bin/truncate")
    truncate.arguments = ["-s", size, path]
    try truncate.run()
    truncate.waitUntilExit()
    #expect(truncate.terminationStatus == 0)
    return (folder, path)
  }

  @Test func aOneGigabyteFileIsRefusedUpFrontByFmtAndInspect() throws {
    let (folder, path) = try sparseFile(size: "1G")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reason =
      "it is 1 GiB (1073741824 bytes), over the 512 MiB limit for payloads; to read it, raise the limit: WORKBENCH_MAX_PAYLOAD=2G"

    let started = Date()
    let formatted = try binary.run(["fmt", path])
    #expect(formatted.status == 2)
    #expect(formatted.errors == "\(path): cannot read the file: \(reason)\n")

    let inspected = try binary.run(["inspect", path, "--workspace", "Pokedex", "--model", "Pokemon"])
    #expect(inspected.status == 2)
    #expect(inspected.errors == "\(path): cannot read the payload: \(reason)\n")
    #expect(Date().timeIntervalSince(started) < 20, "refusing should not read the gigabyte")
  }

  @Test func theLimitComesFromTheEnvironment() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("small.json").path
    try Data((String(repeating: " ", count: 2000) + "[1]").utf8).write(to: URL(fileURLWithPath: path))

    let refused = try binary.run(["fmt", path], environment: ["WORKBENCH_MAX_PAYLOAD": "1K"])
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "\(path): cannot read the file: it is 2.0 KiB (2003 bytes), over the 1 KiB limit for payloads; to read it, raise the limit: WORKBENCH_MAX_PAYLOAD=1M\n"
    )

    let raised = try binary.run(["fmt", path], environment: ["WORKBENCH_MAX_PAYLOAD": "4k"])
    #expect(raised.status == 0)
    #expect(raised.output == "[\n  1\n]\n")

    let piped = try binary.run(["fmt", "-"], input: "[1, 2, 3]", environment: ["WORKBENCH_MAX_PAYLOAD": "4"])
    #expect(piped.status == 2)
    #expect(piped.errors.contains("<stdin>: cannot read the file: it is 9 bytes, over the 4 bytes limit"))

    let nonsense = try binary.run(["fmt", path], environment: ["WORKBENCH_MAX_PAYLOAD": "lots"])
    #expect(nonsense.status == 2)
    #expect(
      nonsense.errors.contains(
        "WORKBENCH_MAX_PAYLOAD=lots is not a size; write bytes or a number with K, M or G, e.g. WORKBENCH_MAX_PAYLOAD=2G"
      ))
  }

  @Test(arguments: ["fmt", "inspect", "open"])
  func helpStatesTheLimit(command: String) throws {
    let help = try binary.run([command, "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("512 MiB"), "\(help.output)")
    #expect(help.output.contains("WORKBENCH_MAX_PAYLOAD"), "\(help.output)")
  }
}
