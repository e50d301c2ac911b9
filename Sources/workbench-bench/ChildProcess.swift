import Foundation
import WorkerProcess

/// Runs one case in a child process (this executable again, with the hidden `--case <name>`), so
/// that the case's peak memory is its own, and reads back the ``CaseOutcome`` line it prints.
/// A child that outlives its time limit is killed and reported as such.
enum ChildProcess {
  /// Why a child gave no outcome.
  enum Failure: Error, CustomStringConvertible {
    case timedOut(seconds: Double)
    case failed(String)

    var description: String {
      switch self {
      case .timedOut(let seconds): "did not finish in \(Int(seconds)) s"
      case .failed(let detail): "failed: \(detail)"
      }
    }
  }

  /// Runs `benchCase` in a child; the child gets `timeLimit` (the chain stops itself there) and is
  /// killed a minute after it.
  static func run(_ benchCase: BenchCase, iterations: Int?, timeLimit: Double) -> Result<CaseOutcome, Failure> {
    guard let executable = Bundle.main.executableURL else { return .failure(.failed("cannot find this executable")) }
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["--case", benchCase.rawValue, "--time-limit", String(timeLimit)]
      + (iterations.map { ["--iterations", String($0)] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.standardError

    let clock = ContinuousClock()
    let start = clock.now
    let ending: ProcessEnding
    do {
      ending = try process.start()
    } catch {
      return .failure(.failed("cannot start \(executable.path): \(error)"))
    }
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { _ = kill(pid, SIGKILL) }
    let killAfter = timeLimit + 60
    DispatchQueue.global().asyncAfter(deadline: .now() + killAfter, execute: watchdog)
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    watchdog.cancel()
    ending.wait()
    let elapsed = Measure.seconds(clock.now - start)

    if process.terminationReason == .uncaughtSignal, elapsed >= killAfter {
      return .failure(.timedOut(seconds: killAfter))
    }
    let text = String(decoding: printed, as: UTF8.self)
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.hasPrefix(CaseOutcome.linePrefix) })
    else {
      return .failure(.failed("exit status \(process.terminationStatus)"))
    }
    do {
      let json = Data(line.dropFirst(CaseOutcome.linePrefix.count).utf8)
      return .success(try JSONDecoder().decode(CaseOutcome.self, from: json))
    } catch {
      return .failure(.failed("unreadable result line: \(error)"))
    }
  }

  /// The child's side: runs the case and prints its outcome line.
  static func serve(_ benchCase: BenchCase, iterations: Int?, timeLimit: Double?) -> Int32 {
    do {
      let outcome = try benchCase.execute(
        iterations: iterations ?? benchCase.defaultIterations, timeLimit: timeLimit ?? benchCase.timeLimitSeconds)
      let json = try JSONEncoder().encode(outcome)
      print(CaseOutcome.linePrefix + String(decoding: json, as: UTF8.self))
      return 0
    } catch {
      FileHandle.standardError.write(Data("workbench-bench: \(benchCase.rawValue) failed: \(error)\n".utf8))
      return 1
    }
  }
}
