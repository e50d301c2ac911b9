import Foundation
import WorkerProcess

/// `workbench-bench --count-instructions`: counts every gate workload, compares each with the
/// committed baseline and prints one line per workload. Fails (exit 1) when a workload costs more
/// than ``GateVerdict/tolerance`` more instructions than its baseline or has none, and when the
/// baseline's counts moved since the previous commit without a new why.
enum PerformanceGate {
  struct Settings {
    var baselineFile: URL
    var workloads: [GateWorkload]
    /// With a why: write the counts as the new baseline instead of failing.
    var record: String?
  }

  static func run(_ settings: Settings) -> Int32 {
    if let reason = InstructionCounter.unavailable() {
      say("workbench-bench: cannot count instructions: \(reason)")
      return 2
    }
    let baseline: GateBaseline
    do {
      baseline = try readBaseline(settings.baselineFile)
    } catch {
      say("\(error)")
      return 2
    }
    var verdicts: [GateVerdict] = []
    do {
      let counts = try count(settings.workloads)
      verdicts = settings.workloads.map {
        GateVerdict(workload: $0, instructions: counts[$0] ?? 0, baseline: baseline.entries[$0]?.instructions)
      }
    } catch {
      say("workbench-bench: \(error)")
      return 2
    }
    print(table(verdicts, baseline: baseline))
    if let why = settings.record {
      return record(verdicts, over: baseline, why: why, in: settings.baselineFile)
    }
    return judge(verdicts, baseline: baseline, file: settings.baselineFile)
  }

  /// Counts each workload in order; the binary ones after their packages are prepared.
  private static func count(_ workloads: [GateWorkload]) throws -> [GateWorkload: Int] {
    guard let executable = Bundle.main.executableURL?.path else {
      throw InProcessWorkloads.Failure(description: "cannot find this executable")
    }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var prepared: BinaryWorkloads.Prepared?
    var counts: [GateWorkload: Int] = [:]
    for workload in workloads {
      say("[gate] \(workload.rawValue) ...", newline: false)
      let start = ContinuousClock.now
      let counted: InstructionCounter.Counted
      let check: String
      if workload.isInProcess {
        counted = try InstructionCounter.count(
          executable, ["--workload", workload.rawValue], in: here, region: "*\(gateRegionSymbol)*")
        guard let line = counted.output.split(separator: "\n").last(where: { $0.hasPrefix(checkPrefix) }) else {
          throw InProcessWorkloads.Failure(
            description: "\(workload.rawValue) printed no check: \(counted.output.suffix(300))")
        }
        check = String(line.dropFirst(checkPrefix.count))
      } else {
        if prepared == nil {
          say(" preparing the packages ...", newline: false)
          prepared = try BinaryWorkloads.prepare()
        }
        guard let packages = prepared else { continue }
        if workload == .lintFix { try BinaryWorkloads.refactorScalePackage(packages.scale) }
        let (arguments, folder) = BinaryWorkloads.command(workload, in: packages)
        counted = try InstructionCounter.count(
          try LaunchCase.workbenchPath(), arguments, in: folder, statuses: workload == .packageInspect ? [0] : [0, 1])
        check = try BinaryWorkloads.check(workload, output: counted.output)
      }
      counts[workload] = counted.instructions
      let seconds = Measure.seconds(ContinuousClock.now - start)
      say(String(format: " %.1f s, %d process(es); %@", seconds, counted.processes, check))
    }
    return counts
  }

  /// The line an in-process workload's child prints its check on.
  static let checkPrefix = "GATE-CHECK "

  /// The child's side of an in-process workload.
  static func serve(_ workload: GateWorkload) -> Int32 {
    do {
      print(checkPrefix + (try InProcessWorkloads.run(workload)))
      return 0
    } catch {
      say("workbench-bench: \(workload.rawValue) failed: \(error)")
      return 1
    }
  }

  private static func readBaseline(_ file: URL) throws -> GateBaseline {
    guard FileManager.default.fileExists(atPath: file.path) else { return GateBaseline() }
    return try GateBaseline(parsing: String(contentsOf: file, encoding: .utf8), file: file.path)
  }

  static func table(_ verdicts: [GateVerdict], baseline: GateBaseline) -> String {
    var table = TextTable(header: ["workload", "instructions", "baseline", "change", "", "what it runs"])
    for verdict in verdicts {
      let mark =
        switch verdict.standing {
        case .kept: "ok"
        case .faster: "faster"
        case .slower: "SLOWER"
        case .unrecorded: "NO BASELINE"
        }
      table.rows.append([
        verdict.workload.rawValue, grouped(verdict.instructions), verdict.baseline.map(grouped) ?? "-", verdict.change,
        mark, verdict.workload.summary,
      ])
    }
    return table.render()
  }

  private static func judge(_ verdicts: [GateVerdict], baseline: GateBaseline, file: URL) -> Int32 {
    var failed = false
    for verdict in verdicts where verdict.fails {
      failed = true
      say(
        verdict.standing == .unrecorded
          ? "\(file.path): \(verdict.workload.rawValue) has no baseline: record one with ./dev perf --record \"WHY\""
          : "\(file.path): \(verdict.workload.rawValue) executes \(verdict.change) instructions, more than the "
            + "\(Int(GateVerdict.tolerance * 100))% allowed: find the cost (callgrind_annotate), or record a new baseline "
            + "with ./dev perf --record \"WHY\" in the same commit")
    }
    for verdict in verdicts where verdict.standing == .faster {
      say(
        "\(file.path): \(verdict.workload.rawValue) is \(verdict.change) below its baseline: record it "
          + "(./dev perf --record \"WHY\") so the gain is kept")
    }
    if let earlier = committedBaseline(file) {
      let moved = baseline.countsMovedWithoutWhy(since: earlier)
      if !moved.isEmpty {
        failed = true
        say(
          "\(file.path): the baseline of \(moved.map(\.rawValue).joined(separator: ", ")) changed since the previous "
            + "commit with the same why: say why in the line that records it")
      }
    }
    say(failed ? "performance gate: failed" : "performance gate: passed, \(verdicts.count) workloads")
    return failed ? 1 : 0
  }

  private static func record(_ verdicts: [GateVerdict], over baseline: GateBaseline, why: String, in file: URL) -> Int32
  {
    var updated = baseline
    let day = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    for verdict in verdicts {
      updated.entries[verdict.workload] = GateBaseline.Entry(
        instructions: verdict.instructions, recorded: day, why: why)
    }
    do {
      try Data(updated.text.utf8).write(to: file, options: .atomic)
    } catch {
      say("workbench-bench: cannot write \(file.path): \(error)")
      return 2
    }
    say("performance gate: recorded \(verdicts.count) workloads in \(file.path)")
    return 0
  }

  /// The baseline as the previous commit had it, when this is a git checkout that has one.
  private static func committedBaseline(_ file: URL) -> GateBaseline? {
    let folder = file.deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "show", "HEAD~1:./\(file.lastPathComponent)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard let ending = try? process.start() else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ending.wait()
    guard process.terminationStatus == 0 else { return nil }
    return try? GateBaseline(parsing: text, file: file.path)
  }

  private static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  private static func say(_ text: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((text + (newline ? "\n" : "")).utf8))
  }
}
