#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a worker process ended in the middle of a request, read from its exit status and the last
/// lines of its standard error (where the Swift runtime writes `File.swift:48: Fatal error: ...`).
public struct WorkerStop: Sendable, Hashable, CustomStringConvertible {
  /// The signal that ended the process, if a signal did (`SIGILL` for a Swift trap).
  public var signal: Int32?
  /// The exit status, if the process exited.
  public var exitStatus: Int32?
  /// What the runtime said (`Precondition failed: station ids are never empty`), if it said it.
  public var message: String?
  /// The source file the runtime named, as it named it (`Hard/Station.swift`).
  public var file: String?
  /// The line the runtime named.
  public var line: Int?

  /// A stop made of its parts.
  public init(signal: Int32?, exitStatus: Int32?, message: String?, file: String?, line: Int?) {
    self.signal = signal
    self.exitStatus = exitStatus
    self.message = message
    self.file = file
    self.line = line
  }

  /// The stop described by a wait status (as `waitpid` gives it) and the worker's standard error.
  public init(waitStatus: Int32?, standardError: String) {
    var signal: Int32?
    var exitStatus: Int32?
    if let status = waitStatus {
      if status & 0x7f == 0 {
        exitStatus = (status >> 8) & 0xff
      } else {
        signal = status & 0x7f
      }
    }
    let said = WorkerStop.runtimeMessage(in: standardError)
    self.init(signal: signal, exitStatus: exitStatus, message: said?.message, file: said?.file, line: said?.line)
  }

  /// Whether something outside the worker ended it (`kill -9`, a `SIGTERM`, a hang-up), rather
  /// than the code it ran: the runtime said nothing, and the signal is none a trap raises.
  public var isFromOutside: Bool {
    guard message == nil, let signal else { return false }
    return [SIGKILL, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2].contains(signal)
  }

  /// `signal 9 (SIGKILL)`.
  public var signalName: String {
    guard let signal else { return "no signal" }
    let names: [Int32: String] = [
      SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT",
      SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
    ]
    return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
  }

  /// `stopped at Station.swift:48: Precondition failed: station ids are never empty`.
  public var description: String {
    var text = "stopped"
    if let file, let line {
      text += " at \(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }
    if let message {
      text += ": \(message)"
    } else if let signal {
      text +=
        " by signal \(signal)\(signal == SIGILL || signal == SIGTRAP ? " (a Swift trap; a debug build names its cause)" : "")"
    } else if let exitStatus {
      text += " with exit status \(exitStatus)"
    }
    return text
  }

  private static let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// The last `FILE:LINE: KIND: MESSAGE` line of `text`, as the Swift runtime prints it on a trap.
  static func runtimeMessage(in text: String) -> (file: String, line: Int, message: String)? {
    for line in text.split(separator: "\n").reversed() {
      for kind in kinds {
        guard let kindRange = line.range(of: ": \(kind)") else { continue }
        let place = line[..<kindRange.lowerBound]
        guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]) else {
          continue
        }
        let message = line[line.index(kindRange.lowerBound, offsetBy: 2)...]
        return (String(place[..<colon]), number, String(message))
      }
    }
    return nil
  }
}
