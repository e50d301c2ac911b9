import Foundation
import Testing

/// The real binary in tmux, as a person uses it: pick, toggle, cycle, open, resize, quit.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct WorkbenchTerminalTests {
  @Test func aSessionFromPickingToQuitting() throws {
    let session = try TmuxSession()
    defer { session.kill() }
    try session.waitFor("Workspaces")
    // Compiled in, the bundled workspaces are not watched, and the first status line says so.
    try session.waitFor("the bundled workspaces are compiled in: they are not watched for changes")
    try session.waitFor("Pokedex")
    try session.send("Enter")
    try session.waitFor("Pokedex > models")
    try session.send("Enter")
    var screen = try session.waitFor("\"name\": \"Charizard\"")
    screen = try session.waitForEditor(showing: "decodes ✓")
    #expect(screen.contains("\"name\": \"Charizard\""))

    try session.send("j", "n")
    screen = try session.waitFor("\"name\": null")
    try session.waitFor("does not decode ✗")
    screen = try session.waitFor("! name")

    try session.send("n", "Space")
    screen = try session.waitFor("name absent") { $0.contains("absent") && !$0.contains("\"name\": ") }
    try session.waitFor("the required key \"name\"") { $0.contains("required") && $0.contains("key") }
    try session.send("Space")
    try session.waitForEditor(showing: "decodes ✓")

    try session.send("k")
    for kind in ["water", "grass", "electric", "ice"] {
      try session.send(">")
      try session.waitFor("\"baseType\": \"\(kind)\"")
      try session.waitForEditor(showing: "decodes ✓")
    }
    try session.send(">")
    try session.waitFor("\"baseType\": \"unknown_ca")
    screen = try session.waitFor("! baseType")
    #expect(screen.contains("does not decode ✗"))

    try session.send("o")
    try session.waitFor("failing/index-as-string.json")
    try session.send("Down", "Enter")
    screen = try session.waitFor("\"pokedexIndex\": \"7\"")
    try session.waitFor("! pokedexIndex")

    try session.resize(width: 120, height: 40)
    try session.waitFor("120 columns") { $0.split(separator: "\n").first.map { $0.count > 100 } ?? false }
    try session.resize(width: 40, height: 10)
    try session.waitFor("Too small or needs") { $0.contains("needs 60x16") }
    try session.resize(width: 80, height: 24)
    try session.waitFor("Keys")

    try session.send("q")
    try session.waitFor("EXITED 0")
    screen = try session.screen()
    #expect(!screen.contains("┌"), "the terminal should be restored after quitting:\n\(screen)")
  }

  @Test func quittingWithEditsAsksFirst() throws {
    let session = try TmuxSession("open Pokedex --model Pokemon")
    defer { session.kill() }
    try session.waitForEditor(showing: "\"name\": \"Charizard\"")
    try session.send("n", "q")
    try session.waitFor("Quit anyway?")
    try session.send("x")
    try session.waitFor("Keys") { !$0.contains("Quit anyway?") }
    try session.send("q", "y")
    try session.waitFor("EXITED 0")
  }

  /// A trap is not among these: SIGILL sent from outside is not a fault (the handlers return and
  /// the program goes on); TerminalBackendTests trap for real in terminal-demo, whose backend is
  /// the workbench's.
  @Test(arguments: [(SIGTERM, "EXITED 143"), (SIGINT, "EXITED 0")])
  func aSignalRestoresTheTerminal(signal: Int32, exit: String) throws {
    let session = try TmuxSession("open Pokedex --model Pokemon")
    defer { session.kill() }
    try session.waitFor("[x] name")
    #expect(Foundation.kill(try session.appPID(), signal) == 0)
    let screen = try session.waitFor("TTY")
    #expect(screen.contains(exit), "\(screen)")
    #expect(screen.contains("TTY icanon echo"), "the line modes should be restored:\n\(screen)")
    #expect(!screen.contains("┌"), "the screen should be restored:\n\(screen)")
  }

  @Test func openOnAFailingFixtureShowsEveryFailure() throws {
    let session = try TmuxSession(
      "open Releases --model Release --fixture failing/renamed-and-retyped", width: 120, height: 40)
    defer { session.kill() }
    try session.waitFor("failing fields: 6")
    // The verdict pane's lines may arrive in more than one frame on a busy machine.
    let screen = try session.waitFor("! published_at")
    for path in ["! id", "! author.type", "! assets[0].state", "! assets[0].size", "! tag_name", "! published_at"] {
      #expect(screen.contains(path), "missing \(path) in:\n\(screen)")
    }
    try session.send("C-c")
    try session.waitFor("EXITED 0")
  }

  @Test func withoutATerminalItSaysSoAndExitsTwo() throws {
    let binary = TmuxSession.binaryFolder.appendingPathComponent("workbench")
    let process = Process()
    process.executableURL = binary
    process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.contains("TERM"))
    #expect(message.contains("inspect"))
  }
}
