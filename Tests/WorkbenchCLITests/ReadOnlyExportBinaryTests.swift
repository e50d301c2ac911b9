import Foundation
import Testing

/// `workbench export` into a folder it may not write: the path, "permission denied" and what to
/// do, exit status 2, and no file (not even a temporary one) left in the folder.
///
/// Root writes into a read-only folder anyway, so when the tests run as root the binary runs as
/// `nobody` (through `setpriv`), for whom the folder is read-only as for any user.
struct ReadOnlyExportBinaryTests {
  /// How to run the binary as a user the folder's permissions apply to, or why that is impossible.
  static let unprivileged: Result<[String], ReadOnlyFolderUnavailable> = {
    guard getuid() == 0 else { return .success([]) }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else {
      return .failure(
        ReadOnlyFolderUnavailable(
          description: "the tests run as root and \(setpriv) is missing, so no folder is read-only to them"))
    }
    return .success([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"])
  }()

  struct ReadOnlyFolderUnavailable: Error, CustomStringConvertible {
    let description: String
  }

  static var canTest: Bool { (try? unprivileged.get()) != nil }

  @Test(.enabled(if: canTest, "the tests run as root without setpriv: a read-only folder cannot be made"))
  func exportIntoAReadOnlyFolderSaysPermissionDeniedAndExitsTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readonly-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(chmod(folder.path, 0o555) == 0)

    let command =
      try Self.unprivileged.get() + [WorkbenchBinaryTests.binary.path]
      + [
        "export", "--workspace", "Pokedex", "--model", "Pokemon", "--json",
        folder.appendingPathComponent("pokemon.json").path, "--exports", folder.path,
      ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
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
