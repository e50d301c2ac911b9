import CPseudoTerminal
import Foundation
import JSONFragment

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Time from starting the real `workbench` binary on a pseudo-terminal (80x24) to the first frame
/// of the Pokedex editor on it: the moment `Charizard` arrives on the terminal. Then the app is
/// stopped with SIGTERM, as a window manager would.
enum LaunchCase {
  static let arguments = ["open", "Pokedex", "--model", "Pokemon"]
  static let marker = Array("Charizard".utf8)

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  static func execute(launches: Int) throws -> CaseOutcome {
    try execute(launches: launches, arguments: arguments, marker: marker)
  }

  /// `launches` starts of `workbench arguments` in the current folder, each to the first frame
  /// that shows `marker`.
  static func execute(
    _ benchCase: BenchCase = .uiLaunch, launches: Int, arguments: [String], marker: [UInt8], summary: String? = nil
  ) throws -> CaseOutcome {
    let executable = try workbenchPath()
    var digest = FNV1a()
    digest.add(Array(executable.utf8))
    let baseline = PeakMemory.residentKiB()
    var seconds: [Double] = []
    for _ in 0..<launches {
      seconds.append(try launchOnce(executable, arguments: arguments, marker: marker))
    }
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary: summary
        ?? "workbench \(arguments.joined(separator: " ")) on an 80x24 pseudo-terminal, \(launches) launches",
      inputDigest: digest.hex,
      seconds: seconds,
      baselineKiB: baseline,
      peakKiB: PeakMemory.residentKiB(),
      check: "\(seconds.count) first frames showed \(String(decoding: marker, as: UTF8.self))",
      verified: seconds.count == launches,
      verification: "each launch drew the editor")
  }

  /// `workbench` beside this executable: `swift build -c release` builds both.
  static func workbenchPath() throws -> String {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else {
      throw Problem(description: "cannot find this executable's folder")
    }
    let path = folder.appendingPathComponent("workbench").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Problem(description: "\(path) is missing: build it first with `swift build -c release`")
    }
    return path
  }

  /// Seconds from starting `executable arguments` on an 80x24 pseudo-terminal until it draws
  /// `marker`; an error after `limit`.
  static func launchOnce(
    _ executable: String, arguments: [String], marker: [UInt8], limit: Duration = .seconds(10)
  ) throws -> Double {
    try launchOnce(executable, arguments: arguments, ready: marker, limit: limit) { _, _, _ in nil }
  }

  /// Seconds from typing `keys` into `executable arguments` on an 80x24 pseudo-terminal, once it
  /// drew `ready`, until it draws `marker`; an error after `limit`.
  static func pressOnce(
    _ executable: String, arguments: [String], ready: [UInt8], keys: [UInt8], marker: [UInt8],
    limit: Duration = .seconds(30)
  ) throws -> Double {
    try launchOnce(executable, arguments: arguments, ready: ready, limit: limit) { _, master, received in
      received.removeAll()
      let start = ContinuousClock.now
      _ = keys.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
      return try waitFor(marker, on: master, received: &received, since: start, limit: limit)
    }
  }

  /// Seconds from starting `executable arguments` on an 80x24 pseudo-terminal until it draws
  /// `ready`; then runs `then` on its process, its terminal and what it drew, whose seconds, when
  /// it gives some, are the answer instead.
  static func launchOnce(
    _ executable: String, arguments: [String], ready: [UInt8], limit: Duration,
    then: (_ pid: pid_t, _ master: Int32, inout [UInt8]) throws -> Double?
  ) throws -> Double {
    let environment = [
      "TERM=xterm-256color", "LC_ALL=C.UTF-8", "ESCDELAY=25",
      "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "HOME=" + NSTemporaryDirectory(),
    ]
    let start = ContinuousClock.now
    var master: Int32 = -1
    let pid = withCStrings([executable] + arguments) { argv in
      withCStrings(environment) { envp in pty_spawn(executable, argv, envp, 80, 24, &master) }
    }
    guard pid > 0 else { throw Problem(description: "cannot start \(executable): \(String(cString: strerror(errno)))") }
    defer {
      kill(pid, SIGTERM)
      drain(master)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      close(master)
    }
    var received: [UInt8] = []
    let launched = try waitFor(ready, on: master, received: &received, since: start, limit: limit)
    return try then(pid, master, &received) ?? launched
  }

  /// Reads the terminal until it drew `marker`; the seconds since `start`.
  static func waitFor(
    _ marker: [UInt8], on master: Int32, received: inout [UInt8], since start: ContinuousClock.Instant,
    limit: Duration
  ) throws -> Double {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      if ContinuousClock.now - start > limit {
        throw Problem(
          description:
            "no \(String(decoding: marker, as: UTF8.self)) after \(limit); the terminal showed: \(String(decoding: received.suffix(400), as: UTF8.self))"
        )
      }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else {
        throw Problem(
          description:
            "workbench ended before drawing; it printed: \(String(decoding: received.suffix(400), as: UTF8.self))")
      }
      received += buffer[0..<count]
      if contains(received, marker) { return Measure.seconds(ContinuousClock.now - start) }
    }
  }

  /// Reads what the app still writes while it restores the terminal, so it never blocks on a full pty.
  private static func drain(_ master: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, 2_000) > 0, read(master, &buffer, buffer.count) > 0 {}
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<start + needle.count].elementsEqual(needle)
    }
  }

  private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result)
    -> Result
  {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
