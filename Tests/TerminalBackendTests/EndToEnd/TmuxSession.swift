import Foundation

/// A detached tmux session on its own server socket, running one shell command in a 100x30
/// pane with `TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=25`: the way the end-to-end tests
/// drive the real terminal path (DESIGN.md section 7).
final class TmuxSession {
  static let tmux = ProcessRunner.which("tmux")

  let socket: String
  private let executable: URL

  /// Starts the server and the session: `sh -c` runs `command`, prints `EXITED <status>`, then
  /// runs `afterExit` (if any) and keeps the pane open.
  init(command: String, afterExit: String = "", width: Int = 100, height: Int = 30, clipboard: Bool = false) throws {
    guard let tmux = Self.tmux else { throw TmuxError(message: "tmux is not installed") }
    executable = tmux
    socket = "tbt-\(getpid())-\(UUID().uuidString.prefix(8))"
    let environment = "env TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=25 SWIFT_BACKTRACE=enable=no"
    // `trap : INT` keeps the shell alive through Ctrl-C; `sleep` keeps the pane for reading.
    let script = "trap : INT; \(command); echo EXITED $?; \(afterExit.isEmpty ? "" : afterExit + "; ")sleep 60"
    // Starting the server through Foundation's Process hangs: the daemon inherits a pipe that
    // Process waits on. system() starts it with nothing of ours open.
    let start = [tmux.path, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
      "\(environment) sh -c \(ProcessRunner.shellQuoted(script))"].map(ProcessRunner.shellQuoted).joined(separator: " ")
    guard system("unset TMUX; " + start + " </dev/null >/dev/null 2>&1") == 0 else {
      throw TmuxError(message: "tmux could not start a session")
    }
    if clipboard { try run(["set-option", "-g", "set-clipboard", "on"]) }
  }

  /// Runs a tmux command against this server and returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LC_ALL"] = "C.UTF-8"
    let result = try ProcessRunner.run(executable, ["-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
    guard result.status == 0 else {
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
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

  /// Stops the server and everything in it.
  func kill() {
    _ = try? run(["kill-server"])
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
