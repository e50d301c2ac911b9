import Foundation
import Synchronization
import WorkbenchContext
import WorkerProcess

/// Runs `swift` subcommands in a user's package, keeping their output for error messages and,
/// when asked, showing progress lines on standard error as they come.
struct SwiftTool {
  /// The `swift` executable.
  let executable: String

  /// The `swift` on `PATH` (or in the usual places).
  static func find(environment: [String: String], files: FileSystem) -> SwiftTool? {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return folders.map { $0 + "/swift" }.first(where: files.isExecutable).map(SwiftTool.init)
  }

  /// A tool installed beside `swift` (`swift-symbolgraph-extract`).
  func sibling(_ name: String) -> String {
    let resolved = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    return resolved.deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// What a run printed (standard output and error together) and how it ended.
  struct Outcome {
    var status: Int32
    var output: String
    /// Whether the run was stopped at its time limit.
    var timedOut = false
    var succeeded: Bool { status == 0 && !timedOut }
  }

  /// Runs `swift arguments` in `folder`, with `environment` added to this process's; `progress`
  /// gets each line of output as it arrives. With a `timeLimit`, a run still going then is killed
  /// and its outcome says so.
  func run(
    _ arguments: [String], in folder: String, environment: [String: String] = [:], timeLimit: Duration? = nil,
    progress: ((String) -> Void)? = nil
  ) throws -> Outcome {
    let (process, pipe, ending) = try Self.started(attempts: 3) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
      }
      process.currentDirectoryURL = URL(fileURLWithPath: folder)
      process.standardInput = FileHandle.nullDevice
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      return (process, pipe)
    }
    let stopped = Mutex(false)
    if let timeLimit {
      let pid = process.processIdentifier
      let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [process] in
        guard process.isRunning else { return }
        stopped.withLock { $0 = true }
        kill(pid, SIGKILL)
      }
    }
    var output = Data()
    var pending = Data()
    let handle = pipe.fileHandleForReading
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      output.append(chunk)
      guard let progress else { continue }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        progress(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending = Data(pending[(newline + 1)...])
      }
    }
    ending.wait()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      timedOut: stopped.withLock { $0 })
  }
}

/// The compiler's first errors in a build's output, with the lines that explain them.
enum CompilerErrors {
  /// Whether a build failed because its folder holds modules compiled at another path (the
  /// package or the workbench moved), which only a build from nothing mends.
  static func isFromAMovedBuild(_ output: String) -> Bool {
    output.contains("was compiled with module cache path") && output.contains("but the path is currently")
  }

  /// Every error of a build's output, each once with the lines that show its code (at most
  /// `limit` of them), however many warnings and notes come before; and how many warnings there
  /// are, each counted once.
  static func report(in output: String, limit: Int = 10) -> (errors: String, warnings: Int) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var shown: [Substring] = []
    var seen: Set<Substring> = []
    var warnings: Set<Substring> = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.contains(": warning: ") { warnings.insert(line) }
      guard line.contains("error: "), !line.contains("command failed with exit code"), seen.insert(line).inserted,
        seen.count <= limit
      else { continue }
      shown.append(line)
      // The code the compiler quotes under it: `12 | ...`, `   | `- error: ...`.
      var context = 0
      while index < lines.count, context < 6, isQuotedCode(lines[index]) {
        shown.append(lines[index])
        index += 1
        context += 1
      }
    }
    let errors = shown.isEmpty ? lines.suffix(24).joined(separator: "\n") : shown.joined(separator: "\n")
    return (errors, warnings.count)
  }

  private static func isQuotedCode(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return trimmed.hasPrefix("|") || trimmed.hasPrefix("`")
      || (trimmed.first?.isNumber == true && trimmed.contains(" |"))
  }

  /// Up to `limit` lines from the first line that reports an error (`error:`).
  static func first(in output: String, limit: Int = 24) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.contains("error:") }) else {
      return lines.suffix(limit).joined(separator: "\n")
    }
    // The compiler reports an error once per job that meets it: show each line once.
    var shown: [Substring] = []
    for line in lines[start...] where !line.contains("command failed with exit code") {
      if line == lines[start] && !shown.isEmpty { break }
      shown.append(line)
      if shown.count == limit { break }
    }
    return shown.joined(separator: "\n")
  }
}
