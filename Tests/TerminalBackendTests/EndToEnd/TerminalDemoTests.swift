import Foundation
import Testing

/// The real terminal path: `terminal-demo` (CursesTerminal over ncurses) driven in tmux.
@Suite(
  "terminal-demo in tmux", .serialized,
  .enabled(
    if: TmuxSession.tmux != nil, "tmux is not installed: the end-to-end terminal tests need it (apt-get install tmux)")
)
struct TerminalDemoTests {
  /// A shell command that prints the terminal's echo and canonical modes after the demo ended:
  /// `MODES: icanon echo` when they are restored.
  private static let printModes =
    "echo MODES: $(stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon)"

  /// Starts the demo in a fresh tmux server and waits for its first screen.
  private func startDemo(
    _ arguments: String = "", noColor: Bool = false, clipboard: Bool = false, afterExit: String = ""
  ) async throws -> TmuxSession {
    let demo = ProcessRunner.shellQuoted(try DemoBinary.required().path)
    let command = "\(noColor ? "NO_COLOR=1 " : "")\(demo) \(arguments)"
    let session = try TmuxSession(command: command, afterExit: afterExit, clipboard: clipboard)
    let first = try await session.wait(
      reading: { try session.screen() },
      until: { $0.contains("key: none") && $0.contains("┘") }
    )
    if !first.matched { session.kill() }
    try #require(first.matched, "the demo did not draw its screen:\n\(first.text)")
    return session
  }

  /// Sends `keys` and expects the demo to show `description` as the last key.
  private func expectKey(_ session: TmuxSession, _ keys: String..., shows description: String, literal: Bool = false)
    async throws
  {
    for key in keys {
      if literal { try session.sendLiteral(key) } else { try session.send(key) }
    }
    let screen = try await session.waitForScreen(containing: "key: \(description) ")
    #expect(screen.matched, "after \(keys), expected \"key: \(description)\" on screen:\n\(screen.text)")
  }

  @Test("draws wide text, reports arrows and resizes, and restores the screen on quit")
  func drawArrowsResizeQuit() async throws {
    let session = try await startDemo()
    defer { session.kill() }
    let lines = try session.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "┌" + String(repeating: "─", count: 98) + "┐")
    #expect(lines.dropFirst().first?.hasPrefix("│ Hello, 世界 ") == true, "\(lines)")
    #expect(lines.dropFirst().first?.hasSuffix(" │") == true, "the right border is not in column 99: \(lines)")

    try await expectKey(session, "Up", shows: "up")
    try await expectKey(session, "Down", shows: "down")
    try await expectKey(session, "Left", shows: "left")
    try await expectKey(session, "Right", shows: "right")

    try session.run(["resize-window", "-x", "80", "-y", "24"])
    let bottom = "└" + String(repeating: "─", count: 78) + "┘"
    let resized = try await session.wait(
      reading: { try session.screen() },
      until: { $0.contains("key: resize(80x24)") && $0.contains(bottom) }
    )
    #expect(resized.matched, "no resize event:\n\(resized.text)")
    let resizedLines = resized.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      resizedLines.first == "┌" + String(repeating: "─", count: 78) + "┐", "not redrawn at 80x24:\n\(resized.text)")
    #expect(resizedLines.dropFirst(23).first == bottom, "\(resized.text)")

    try session.send("q")
    let exited = try await session.waitForScreen(containing: "EXITED 0")
    #expect(exited.matched, "the demo did not exit with 0:\n\(exited.text)")
    #expect(!exited.text.contains("Hello"), "the demo's screen is still shown:\n\(exited.text)")
    #expect(
      try session.run(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        == "0")
  }

  @Test("reports editing, function and control keys; Ctrl-C comes as control(c)")
  func keys() async throws {
    let session = try await startDemo()
    defer { session.kill() }
    try await expectKey(session, "a", shows: "character(a)")
    try await expectKey(session, "é", shows: "character(é)", literal: true)
    try await expectKey(session, "世", shows: "character(世)", literal: true)
    try await expectKey(session, "Tab", shows: "tab")
    try await expectKey(session, "BTab", shows: "backTab")
    try await expectKey(session, "Enter", shows: "enter")
    try await expectKey(session, "BSpace", shows: "backspace")
    try await expectKey(session, "DC", shows: "delete")
    try await expectKey(session, "PPage", shows: "pageUp")
    try await expectKey(session, "NPage", shows: "pageDown")
    try await expectKey(session, "Home", shows: "home")
    try await expectKey(session, "End", shows: "end")
    try await expectKey(session, "F1", shows: "function(1)")
    try await expectKey(session, "F12", shows: "function(12)")
    try await expectKey(session, "Escape", shows: "escape")
    try await expectKey(session, "C-a", shows: "control(a)")
    try await expectKey(session, "C-l", shows: "control(l)")
    try await expectKey(session, "C-c", shows: "control(c)")
    try session.send("q")
    #expect(try await session.waitForScreen(containing: "EXITED 0").matched)
  }

  @Test("a read without timeout still wakes up for Ctrl-C and resizes")
  func blockingRead() async throws {
    let session = try await startDemo("--blocking")
    defer { session.kill() }
    try await expectKey(session, "C-c", shows: "control(c)")
    try session.run(["resize-window", "-x", "90", "-y", "25"])
    let resized = try await session.waitForScreen(containing: "key: resize(90x25)")
    #expect(resized.matched, "no resize event:\n\(resized.text)")
    try await expectKey(session, "Up", shows: "up")
    try session.send("q")
    #expect(try await session.waitForScreen(containing: "EXITED 0").matched)
  }

  @Test("reports clicks and the wheel while the mouse is on")
  func mouse() async throws {
    let session = try await startDemo("--mouse")
    defer { session.kill() }
    #expect(try session.screen().contains("mouse: on"))
    // SGR mouse reports (xterm-256color's kmous is ESC [ <): button;column;row from 1.
    try await expectKey(session, "\u{1B}[<0;5;3M", shows: "mouse(4,2,press)", literal: true)
    try await expectKey(session, "\u{1B}[<0;5;3m", shows: "mouse(4,2,release)", literal: true)
    try await expectKey(session, "\u{1B}[<64;10;6M", shows: "mouse(9,5,wheelUp)", literal: true)
    try await expectKey(session, "\u{1B}[<65;10;7M", shows: "mouse(9,6,wheelDown)", literal: true)
    try session.send("m")
    #expect(try await session.waitForScreen(containing: "mouse: off").matched)
    try session.send("q")
    #expect(try await session.waitForScreen(containing: "EXITED 0").matched)
  }

  @Test("draws colors, and only attributes with NO_COLOR")
  func colors() async throws {
    for noColor in [false, true] {
      let session = try await startDemo(noColor: noColor)
      defer { session.kill() }
      let screen = try session.screen(escapes: true)
      let green = screen.split(separator: "\n").first { $0.contains("green") }.map(String.init) ?? ""
      #expect(green.contains("\u{1B}[1m"), "green is not bold: \(green.debugDescription)")
      #expect(green.contains("32m") != noColor, "NO_COLOR=\(noColor): \(green.debugDescription)")
    }
  }

  @Test("copies to the clipboard with OSC 52")
  func clipboard() async throws {
    let session = try await startDemo(clipboard: true)
    defer { session.kill() }
    try session.send("y")
    let buffer = try await session.wait(
      reading: { (try? session.run(["show-buffer"])) ?? "" }, until: { $0 == "Hello, 世界" })
    #expect(buffer.matched, "tmux buffer: \(buffer.text.debugDescription)")
  }

  @Test("a crash restores the terminal and still shows the fatal error")
  func crash() async throws {
    let session = try await startDemo(afterExit: Self.printModes)
    defer { session.kill() }
    try session.send("!")
    let exited = try await session.waitForScreen(containing: "MODES:", seconds: 10)
    #expect(exited.matched, "the demo did not end:\n\(exited.text)")
    #expect(exited.text.contains("EXITED 13"), "the demo did not die by SIGILL or SIGTRAP:\n\(exited.text)")
    #expect(exited.text.contains("Fatal error: terminal-demo crashes on purpose"), "\(exited.text)")
    let modeLine = exited.text.split(separator: "\n").first { $0.hasPrefix("MODES:") }.map(String.init)
    #expect(modeLine == "MODES: icanon echo", "the terminal modes are not restored:\n\(exited.text)")
    #expect(!exited.text.contains("Hello"), "\(exited.text)")
  }

  @Test("exit() without stop() restores the terminal and shows what went to stderr")
  func exitWithoutStop() async throws {
    let session = try await startDemo(afterExit: Self.printModes)
    defer { session.kill() }
    try session.send("x")
    let exited = try await session.waitForScreen(containing: "MODES:")
    #expect(exited.text.contains("terminal-demo exits without stop\nEXITED 3"), "\(exited.text)")
    #expect(exited.text.contains("MODES: icanon echo"), "the terminal modes are not restored:\n\(exited.text)")
  }

  @Test("SIGTERM restores the terminal and ends the demo by that signal")
  func terminate() async throws {
    let session = try await startDemo(afterExit: Self.printModes)
    defer { session.kill() }
    let pidLine = try session.screen().split(separator: "\n").first { $0.contains("pid: ") } ?? ""
    let pid = try #require(pidLine.split(separator: " ").compactMap { Int32($0) }.first, "no pid on screen: \(pidLine)")
    #expect(kill(pid, SIGTERM) == 0)
    let exited = try await session.waitForScreen(containing: "MODES:")
    #expect(exited.text.contains("EXITED 143"), "\(exited.text)")
    #expect(exited.text.contains("MODES: icanon echo"), "the terminal modes are not restored:\n\(exited.text)")
    #expect(
      try session.run(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        == "0")
  }

  @Test("draws on /dev/tty when stdout is redirected")
  func redirectedOutput() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-demo-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try await startDemo("> \(ProcessRunner.shellQuoted(file.path))")
    defer { session.kill() }
    try await expectKey(session, "Up", shows: "up")
    try session.send("q")
    #expect(try await session.waitForScreen(containing: "EXITED 0").matched)
    #expect(try Data(contentsOf: file).isEmpty)
  }
}
