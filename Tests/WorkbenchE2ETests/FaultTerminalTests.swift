import Foundation
import Testing
import TmuxTestSupport

/// The real binary in tmux under faults: a Swift trap, a tiny terminal resized over and over,
/// payloads that are not JSON, and an export folder it may not write.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct FaultTerminalTests {
  /// A real fault, not a signal from outside: the debug build traps after its first frame when
  /// `WORKBENCH_DEBUG_TRAP=after-first-frame` (see `DebugTrap`). The Swift backtracer is off, as in
  /// TerminalBackendTests: in a terminal it waits 30 s for a key and its report fills the screen.
  @Test func aSwiftTrapRestoresTheTerminalAndShowsTheFatalError() throws {
    let session = try TmuxSession(
      "open Pokedex --model Pokemon", width: 200, height: 60,
      environment: ["WORKBENCH_DEBUG_TRAP": "after-first-frame", "SWIFT_BACKTRACE": "enable=no"])
    defer { session.kill() }
    let screen = try session.waitFor("the shell's report", timeout: 30) { $0.contains("TTY") }
    #expect(screen.contains("EXITED 13"), "the app should die by SIGILL (132) or SIGTRAP (133):\n\(screen)")
    #expect(
      screen.contains("Fatal error: WORKBENCH_DEBUG_TRAP=after-first-frame: the workbench traps on purpose"),
      "\(screen)")
    #expect(screen.contains("TTY icanon echo"), "the line modes should be restored:\n\(screen)")
    #expect(!screen.contains("┌"), "the screen should be restored:\n\(screen)")
  }

  @Test func aTinyTerminalResizedDozensOfTimesWhileTypingStillAnswersKeys() throws {
    let session = try TmuxSession("open Pokedex --model Pokemon", width: 20, height: 6)
    defer { session.kill() }
    try session.waitFor("needs 60x16")
    for step in 0..<48 {
      // Sizes from 10x3 to 149x52, tiny and large mixed, the same on every run.
      try session.resize(width: 10 + step * 37 % 140, height: 3 + step * 11 % 50)
      try session.send(step.isMultiple(of: 2) ? "j" : "k")
    }
    try session.resize(width: 20, height: 6)
    try session.waitFor("needs 60x16")
    try session.resize(width: 80, height: 24)
    try session.waitForEditor(showing: "decodes ✓")
    try session.send("?")
    try session.waitFor("any key closes this help")
    try session.send("Escape")
    try session.waitFor("the help closed") { !$0.contains("any key closes this help") && $0.contains("decodes ✓") }
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test(arguments: [
    (
      "deep.json", Data(String(repeating: "[", count: 100_000).utf8),
      "deep.json:1:513: arrays and objects are nested deeper than 512 levels"
    ),
    (
      "header.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      "header.png:1:1: unexpected byte 0x89 (byte offset 0); expected a value"
    ),
    ("empty.json", Data(), "empty.json:1:1: the input is empty; expected a JSON value"),
  ])
  func aPayloadThatIsNotJSONIsReportedInTheApp(name: String, bytes: Data, message: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try bytes.write(to: folder.appendingPathComponent(name))
    let session = try TmuxSession(
      "open Pokedex --model Pokemon --payload '\(folder.path)/\(name)'", width: 200, height: 30)
    defer { session.kill() }
    try session.waitFor(message)
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test func aPayloadOverTheSizeLimitIsRefusedBeforeTheAppStarts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 1 << 30) == 0)
    let session = try TmuxSession("open Pokedex --model Pokemon --payload '\(path)'", width: 200, height: 30)
    defer { session.kill() }
    let screen = try session.waitFor("EXITED 2")
    #expect(
      screen.contains(
        "it is 1 GiB (1073741824 bytes), over the 512 MiB limit for payloads; to read it, raise the limit: WORKBENCH_MAX_PAYLOAD=2G"
      ), "\(screen)")
  }

  /// As root, the app runs without root's power over file permissions (``ReadOnlyFolders``).
  @Test(.enabled(if: ReadOnlyFolders.available, "the tests run as root without setpriv: no folder is read-only"))
  func exportingIntoAReadOnlyFolderShowsPermissionDenied() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(chmod(folder.path, 0o555) == 0)
    let launcher = try ReadOnlyFolders.launcher.get().joined(separator: " ")
    let session = try TmuxSession(
      "open Pokedex --model Pokemon --exports '\(folder.path)'", width: 200, height: 30, launcher: launcher)
    defer { session.kill() }
    try session.waitForEditor(showing: "decodes ✓")
    try session.send("x")
    try session.waitFor("What to export:")
    try session.send("Enter")
    try session.waitFor("Name: ")
    try session.send("C-u", "glurak", "Enter")
    try session.waitFor("new        Fixtures/glurak.json")
    try session.send("Enter")
    let screen = try session.waitFor("permission denied")
    let statusLine = screen.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      statusLine
        == "\(folder.path)/Fixtures/glurak.json: cannot write: permission denied; make its folder writable, or open with --exports DIR",
      "\(screen)")
    #expect(screen.contains("Nothing was written:"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    try session.send("Escape", "q")
    try session.waitFor("EXITED 0")
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-faults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
