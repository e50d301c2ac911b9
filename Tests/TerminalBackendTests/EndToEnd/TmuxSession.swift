import Foundation
import TmuxTestSupport

/// A detached tmux session on its own server socket, running one shell command in a 100x30
/// pane with `TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=25`: the way the end-to-end tests
/// drive the real terminal path: each test on its own socket, waiting until the screen settles.
final class TmuxSession {
  static let tmux = ProcessRunner.which("tmux")

  let socket: String
  private let executable: URL
  private var socketPath = ""

  /// Starts the server and the session: `sh -c` runs `command`, prints `EXITED <status>`, then
  /// runs `afterExit` (if any) and keeps the pane open.
  init(command: String, afterExit: String = "", width: Int = 100, height: Int = 30, clipboard: Bool = false) throws {
    guard let tmux = Self.tmux else { throw TmuxError(message: "tmux is not installed") }
    executable = tmux
    socket = "tbt-\(getpid())-\(UUID().uuidString.prefix(8))"
    let environment = "env TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=25 SWIFT_BACKTRACE=enable=no"
    // A watchdog stops the server once this test process is gone, in case it died before it
    // called kill(); a fixed delay would also stop a slow test on a busy machine. `trap : INT`
    // keeps the shell alive through Ctrl-C, and `sleep` keeps the pane open for reading.
    let killServer = "\(ProcessRunner.shellQuoted(tmux.path)) -L \(socket) kill-server"
    let watchdog = "(while kill -0 \(getpid()); do sleep 1; done; \(killServer)) >/dev/null 2>&1 &"
    let script =
      "\(watchdog) trap : INT; \(command); echo EXITED $?; \(afterExit.isEmpty ? "" : afterExit + "; ")sleep 600"
    let started = DetachedSpawn.run(
      tmux.path,
      [
        "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
        "\(environment) sh -c \(ProcessRunner.shellQuoted(script))",
      ],
      environment: Self.environment)
    guard started else { throw TmuxError(message: "tmux could not start a session") }
    socketPath = try run(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    if clipboard { try run(["set-option", "-g", "set-clipboard", "on"]) }
  }

  /// The server's (and so the panes') environment: only PATH, HOME and a UTF-8 locale, so that
  /// nothing of the test process (`NO_COLOR` from `swift test`, `TMUX`) reaches the demo.
  private static let environment: [String: String] = {
    let inherited = ProcessInfo.processInfo.environment
    var environment = ["LC_ALL": "C.UTF-8", "PATH": inherited["PATH"] ?? "/usr/bin:/bin"]
    environment["HOME"] = inherited["HOME"]
    return environment
  }()

  /// Runs a tmux command against this server and returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run(
      executable, ["-L", socket, "-f", "/dev/null"] + arguments, environment: Self.environment)
    guard result.status == 0 else {
      throw TmuxError(
        message: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
    }
    return result.standardOutput
  }

  /// Sends tmux key names (`Up`, `C-c`, `q`).
  func send(_ keys: String...) throws {
    try run(["send-keys"] + keys)
  }

  /// Sends `text` as it is (escape sequences included).
  func sendLiteral(_ text: String) throws {
    try run(["send-keys", "-l", text])
  }

  /// The pane's text; with `escapes`, including the SGR sequences of colors and attributes.
  func screen(escapes: Bool = false) throws -> String {
    try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
  }

  /// Polls `read` every 50 ms until `condition` holds, for at most `seconds`; returns the last
  /// text read, and whether the condition held.
  func wait(
    seconds: Double = 5, reading read: () throws -> String, until condition: (String) -> Bool
  ) async throws -> (text: String, matched: Bool) {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let text = try read()
      if condition(text) { return (text, true) }
      if Date() >= deadline { return (text, false) }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits until the screen contains `expected`; returns whether it did and the last screen.
  func waitForScreen(containing expected: String, seconds: Double = 5) async throws -> (text: String, matched: Bool) {
    try await wait(seconds: seconds, reading: { try screen() }, until: { $0.contains(expected) })
  }

  /// Stops the server and everything in it, and removes its socket file.
  func kill() {
    _ = try? run(["kill-server"])
    if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
