import Foundation
import TmuxTestSupport

/// The real `workbench` binary in a tmux session of its own, driven the way a person would:
/// keys in with `send-keys`, the screen out with `capture-pane`.
final class TmuxSession {
  let socket: String
  private(set) var isRunning = false

  static let tmuxPath =
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "tmux"

  /// Whether tmux is installed.
  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tmuxPath) }

  static let binaryFolder: URL = {
    var directory = Bundle.main.bundleURL
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("workbench").path),
      directory.pathComponents.count > 1
    {
      directory.deleteLastPathComponent()
    }
    return directory
  }()

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Starts `workbench ARGUMENTS` at `width`x`height`, through `launcher` when given (a command
  /// such as `setpriv ...` that runs the rest). When it exits, the shell prints `EXITED <status>`
  /// and waits, so tests can read how it ended. With `clipboard`, tmux takes what the app copies
  /// with OSC 52 into its paste buffer (``buffer()``). It runs `executable` (the built
  /// `workbench` unless given) in `folder` (this package unless given).
  init(
    _ arguments: String = "", width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    launcher: String = "", clipboard: Bool = false, executable: String? = nil, folder: URL? = nil
  ) throws {
    socket = "wbtest-\(UUID().uuidString.prefix(8))"
    let binary = executable ?? Self.binaryFolder.appendingPathComponent("workbench").path
    var variables = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "ESCDELAY": "25"]
    variables.merge(environment) { $1 }
    let exports = variables.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
    // After the app ends, the shell prints its exit status and the terminal's line modes
    // (`TTY icanon echo` when the app restored them), then waits.
    let modes = "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"
    let command =
      "cd '\((folder ?? Self.packageRoot).path)' && \(launcher) env \(exports) '\(binary)' \(arguments); echo EXITED $?; echo TTY $(\(modes)); sleep 120"
    // The server gets only PATH, HOME and a locale, so NO_COLOR and the like stay out of the pane.
    let serverEnvironment = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME"].contains($0.key) }
      .merging(["LC_ALL": "C.UTF-8"]) { $1 }
    let started = DetachedSpawn.run(
      Self.tmuxPath,
      ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", command],
      environment: serverEnvironment)
    guard started else { throw Timeout(description: "tmux could not start a session") }
    isRunning = true
    if clipboard { try tmux(["set-option", "-g", "set-clipboard", "on"]) }
  }

  deinit { kill() }

  /// Types keys (tmux key names: `Enter`, `Space`, `Up`, `Tab`, `C-c`, or literal text).
  func send(_ keys: String...) throws {
    try tmux(["send-keys"] + keys)
  }

  /// The screen now.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p"])
  }

  /// Waits until the screen satisfies `condition`; throws with the last screen when it does not.
  @discardableResult
  func waitFor(_ description: String, timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(description: "timed out waiting for \(description); the screen was:\n\(last)")
  }

  /// Waits until the screen shows `text` in an editor whose model is learned: the editor is drawn
  /// before, its keys pane saying `learning …`, and keys that need the model's keys wait for them.
  @discardableResult
  func waitForEditor(showing text: String, timeout: TimeInterval = 20) throws -> String {
    try waitFor("\"\(text)\" with the model's keys learned", timeout: timeout) { screen in
      screen.contains(text) && screen.split(separator: "\n").contains { $0.hasPrefix("│[") }
    }
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 20) throws -> String {
    try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// The app's process id: the child of the pane's shell.
  func appPID() throws -> Int32 {
    let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw Timeout(description: "no app process under the pane's shell \(shell)")
    }
    return pid
  }

  /// The newest paste buffer: what the app last copied with OSC 52 (empty when nothing was).
  func buffer() -> String {
    (try? tmux(["show-buffer"])) ?? ""
  }

  /// Waits until the paste buffer satisfies `condition`; throws with the last buffer when it does not.
  @discardableResult
  func waitForBuffer(_ description: String, timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String
  {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = buffer()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(description: "timed out waiting for \(description) on the clipboard; the buffer was:\n\(last)")
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
  }

  func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? tmux(["kill-server"])
  }

  struct Timeout: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs a tmux client command against the running server and returns what it printed.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.tmuxPath)
    process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
