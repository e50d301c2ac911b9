import Foundation
import Testing
import TmuxTestSupport

/// `workbench export` into a folder it may not write: the path, "permission denied" and what to
/// do, exit status 2, and no file (not even a temporary one) left in the folder. As root, the
/// binary runs without root's power over file permissions (``ReadOnlyFolders``).
struct ReadOnlyExportBinaryTests {
  @Test(.enabled(if: ReadOnlyFolders.available, "the tests run as root without setpriv: no folder is read-only"))
  func exportIntoAReadOnlyFolderSaysPermissionDeniedAndExitsTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readonly-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(chmod(folder.path, 0o555) == 0)

    let command =
      try ReadOnlyFolders.launcher.get() + [WorkbenchBinaryTests.binary.path]
      + [
        "export", "--workspace", "Pokedex", "--model", "Pokemon", "--json",
        folder.appendingPathComponent("pokemon.json").path, "--exports", folder.path,
      ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    process.environment = ProcessInfo.processInfo.environment.merging(["WORKBENCH_BUNDLED": "1"]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 2, "\(message)")
    #expect(
      message
        == "workbench export: \(folder.path)/pokemon.json: cannot write: Permission denied; make its folder writable, or export into another folder with --exports DIR\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [], "nothing may be written")
  }
}
