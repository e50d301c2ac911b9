import Foundation
import Testing

/// A reader that stops early (`| head -1`) ends each command quietly with a broken pipe's status,
/// never a trap and a backtrace.
struct ClosedPipeBinaryTests {
  /// Runs `workbench ARGUMENTS | head -1` in a shell in `folder`, on the bundled workspaces: the
  /// command's status and what it wrote to standard error.
  func runIntoHead(_ arguments: String, in folder: URL) throws -> (status: Int32, errors: String) {
    let errors = folder.appendingPathComponent("errors.txt")
    // POSIX sh has no PIPESTATUS: the command's status comes back through a file.
    let status = folder.appendingPathComponent("status.txt")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      "{ WORKBENCH_BUNDLED=1 '\(WorkbenchBinaryTests.binary.path)' \(arguments) 2>'\(errors.path)'; echo $? >'\(status.path)'; } | head -1 >/dev/null",
    ]
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    let code =
      Int32(
        String(decoding: try Data(contentsOf: status), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
      ?? -1
    return (code, String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self))
  }

  @Test(arguments: [
    "inspect many.ndjson --model Pokemon", "inspect many.ndjson --model Pokemon --format json",
    "lint --workspace Pokedex --format json",
  ])
  func aClosedStandardOutputEndsTheCommandQuietly(arguments: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = (0..<20_000).map { #"{"baseType": "fire", "name": "P\#($0)", "pokedexIndex": \#($0)}"# }
    try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("many.ndjson"))
    let (status, errors) = try runIntoHead(arguments, in: folder)
    #expect(!errors.contains("Fatal error"), "\(errors)")
    #expect(status == 141 || status == 0, "\(errors)")
  }
}
