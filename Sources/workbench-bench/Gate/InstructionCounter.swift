import Foundation
import WorkerProcess

/// Counts the instructions a command executes with valgrind's callgrind, which counts them the
/// same way on every run whatever else the machine is doing. Every process the command starts is
/// counted too (the launcher's worker), except the Swift toolchain's.
enum InstructionCounter {
  struct Counted {
    /// Instructions executed, summed over the processes.
    var instructions: Int
    /// How many processes were counted.
    var processes: Int
    /// The command's standard output.
    var output: String
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The environment every counted process gets: Swift's hashing seeded the same way each run, so
  /// that sets and dictionaries are laid out, and walked, alike; the workers' time limits
  /// stretched for code that runs about 50 times slower under callgrind.
  static let environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "WORKBENCH_TIME_SCALE": "100"]

  /// Whether callgrind is on this machine; the reason it is not otherwise.
  static func unavailable() -> String? {
    let found = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"].split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/valgrind") }
    return found ? nil : "valgrind is not on PATH (Debian: apt-get install valgrind)"
  }

  /// Runs `executable arguments` in `folder` under callgrind. With `region`, only the instructions
  /// executed while that function runs are counted.
  static func count(
    _ executable: String, _ arguments: [String], in folder: URL, region: String? = nil, statuses: Set<Int32> = [0]
  ) throws -> Counted {
    let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputs) }
    var options = [
      "--tool=callgrind", "--callgrind-out-file=\(outputs.path)/callgrind.%p", "--trace-children=yes",
      "--trace-children-skip=*/swift,*/swift-build,*/swift-frontend,*/swiftc,*/clang*,*/ld*,*/git",
      "--dump-line=no", "--compress-strings=no",
    ]
    if let region { options += ["--collect-atstart=no", "--toggle-collect=\(region)"] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind"] + options + [executable] + arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, counted in counted }
    let output = Pipe()
    let logURL = outputs.appendingPathComponent("valgrind.log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }
    process.standardOutput = output
    process.standardError = log
    let ending = try process.start()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ending.wait()
    guard statuses.contains(process.terminationStatus) else {
      let said = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
      throw Failure(
        description:
          "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus) under callgrind: "
          + said.split(separator: "\n").suffix(8).joined(separator: "\n"))
    }
    let profiles = try finishedProfiles(in: outputs)
    keep(profiles, from: outputs)
    var total = 0
    for (file, contents) in profiles {
      guard let instructions = totals(in: contents) else {
        throw Failure(
          description:
            "a process of \(executable) \(arguments.joined(separator: " ")) ended before callgrind could count it (\(file)): was it killed?"
        )
      }
      total += instructions
    }
    let files = profiles.map(\.file)
    guard !files.isEmpty else { throw Failure(description: "callgrind wrote no profile for \(executable)") }
    return Counted(instructions: total, processes: files.count, output: text)
  }

  /// Copies the profiles into the folder `WORKBENCH_GATE_PROFILES` names, when it is set, for
  /// `callgrind_annotate` to read: one file per process, named by its process ID.
  private static func keep(_ profiles: [(file: String, contents: String)], from folder: URL) {
    guard let kept = ProcessInfo.processInfo.environment["WORKBENCH_GATE_PROFILES"], !kept.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
    for (file, _) in profiles {
      try? FileManager.default.copyItem(
        at: folder.appendingPathComponent(file), to: URL(fileURLWithPath: kept).appendingPathComponent(file))
    }
  }

  /// Each profile in `folder` with its text, once every one is written: a process the command
  /// started may still be ending (and writing its profile) after the command itself exited.
  private static func finishedProfiles(in folder: URL) throws -> [(file: String, contents: String)] {
    let deadline = ContinuousClock.now + .seconds(120)
    while true {
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("callgrind.") }
      let profiles = try files.sorted().map { file in
        (file: file, contents: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      }
      if profiles.allSatisfy({ totals(in: $0.contents) != nil }) || ContinuousClock.now > deadline { return profiles }
      usleep(100_000)
    }
  }

  /// The instructions a callgrind profile counts: its `totals:` line (`summary:` in older ones).
  static func totals(in profile: String) -> Int? {
    for line in profile.split(separator: "\n").reversed() where line.hasPrefix("totals:") || line.hasPrefix("summary:")
    {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
  }
}
