import FixtureLint
import Foundation
import JSONCore
import Synchronization

/// One lint run of `lint --watch`, in a process of its own: this executable's
/// `lint --format json`, which rebuilds the launcher when the package changed.
struct LintChild {
  /// This executable.
  var executable: String
  /// The arguments after the executable's path.
  var arguments: [String]
  /// The environment of the run (with `--keys` and `--dates` put in).
  var environment: [String: String]
  /// Where it runs.
  var folder: String

  /// Runs lint once.
  func run() -> LintWatch.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return .failed("lint --watch: cannot run \(executable): \(error.localizedDescription)")
    }
    let said = Mutex(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      said.withLock { $0 = data }
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT { return .interrupted }
    let message = String(decoding: said.withLock { $0 }, as: UTF8.self)
    guard [0, 1].contains(process.terminationStatus) else {
      return .failed(Self.lastLines(of: message))
    }
    guard let json = try? JSONParser.parse(Array(printed)), let snapshot = LintSnapshot(json: json) else {
      return .failed("lint --watch: lint printed no report:\n" + Self.lastLines(of: message))
    }
    return .report(snapshot)
  }

  /// What a failed run said, less its progress lines, at most 40 lines.
  static func lastLines(of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
      String($0.split(separator: "\r").last ?? "")
    }
    return lines.filter { !$0.isEmpty }.suffix(40).joined(separator: "\n")
  }
}
