import FixtureLint
import Foundation
import JSONCore
import WorkerProcess

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
    // What it says on standard error (its progress, the compiler's errors) is the watch's own.
    process.standardOutput = output
    let ending: ProcessEnding
    do {
      ending = try process.start()
    } catch {
      return .failed("lint --watch: cannot run \(executable): \(error.localizedDescription)")
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    ending.wait()
    if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT { return .interrupted }
    guard [0, 1].contains(process.terminationStatus) else {
      return .failed("lint --watch: lint stopped with status \(process.terminationStatus), for the reason above")
    }
    guard let json = try? JSONParser.parse(Array(printed)), let snapshot = LintSnapshot(json: json) else {
      return .failed("lint --watch: lint printed no report")
    }
    return .report(snapshot)
  }
}
