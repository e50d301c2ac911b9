import Foundation
import WorkerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// The live loop where users are: the real `workbench` open on a model of the 200-model package
/// (``ScalePackage``) on a pseudo-terminal, a model file written, and the seconds until the
/// rebuilt verdict is on screen (`Order rebuilt:` on the status line), with no key pressed. Beside
/// it, in the same run: the launcher's own incremental `swift build` after the same edit, and the
/// CPU the app uses idle, watching the package.
enum LiveCase {
  static let model = "Sources/Client/Models/Order.swift"
  /// What the workbench writes when the launcher's build ends: what it was built from.
  static let builtFrom = ".build/fixture-workbench/launcher/inputs.txt"

  static func execute(iterations: Int) throws -> CaseOutcome {
    let files = ScalePackage.files()
    let folder = try BenchPackageFolder.write(
      files.mapValues { Data($0.utf8) }, named: ScaleCases.folderName, pruning: "Tests/ClientTests/Fixtures")
    _ = try WorkbenchProcess.output(["schema", "--model", "Order"], in: folder)
    guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
      throw LaunchCase.Problem(description: "cannot enter \(folder.path)")
    }
    let modelFile = folder.appendingPathComponent(model)
    let original = try Data(contentsOf: modelFile)
    defer { try? original.write(to: modelFile) }
    var samples: [Double] = []
    var afterBuild: [Double] = []
    var idlePercent = 0.0
    _ = try LaunchCase.launchOnce(
      try LaunchCase.workbenchPath(), arguments: ["open", "--model", "Order"], ready: Array("failing fields".utf8),
      limit: .seconds(60)
    ) { pid, master, received in
      for iteration in 0..<iterations {
        // A key clears the note of the run before, so the next one is drawn anew.
        _ = [UInt8(ascii: "j")].withUnsafeBufferPointer { write(master, $0.baseAddress, 1) }
        Thread.sleep(forTimeInterval: 0.3)
        received.removeAll()
        let built = FirstChange(path: folder.appendingPathComponent(builtFrom).path)
        let start = ContinuousClock.now
        try (original + Data("\n// live edit \(iteration)\n".utf8)).write(to: modelFile)
        samples.append(
          try LaunchCase.waitFor(
            Array("Order rebuilt:".utf8), on: master, received: &received, since: start, limit: .seconds(300)))
        let shown = ContinuousClock.now
        if let end = built.stop() { afterBuild.append(Measure.seconds(shown - end)) }
      }
      // Idle once what the last rebuild started (fitting fixtures anew for the new launcher) is over.
      Thread.sleep(forTimeInterval: 10)
      idlePercent = try idleCPU(of: pid, over: 10)
      return nil
    }
    let build = try launcherBuild(in: folder, after: original)
    let median = samples.sorted()[samples.count / 2]
    let buildToVerdict = afterBuild.isEmpty ? Double.nan : afterBuild.sorted()[afterBuild.count / 2]
    return CaseOutcome(
      name: BenchCase.liveRebuild.rawValue,
      inputSummary:
        "\(ScalePackage.modelCount) models in .build/\(ScaleCases.folderName): \(model) written while the app shows Order",
      inputDigest: "\(files.count)", seconds: samples, baselineKiB: 0, peakKiB: PeakMemory.residentKiB(),
      check: String(
        format:
          "write to the rebuilt verdict %.1f s; the launcher's build ended to the verdict %.2f s (at most 1 s: %@); the launcher's own swift build after the same edit %.1f s; idle, watching: %.2f%% of a core",
        median, buildToVerdict, buildToVerdict <= 1 ? "met" : "not met", build, idlePercent),
      verified: samples.count == iterations && afterBuild.count == iterations && idlePercent < 1,
      verification: afterBuild.count < iterations
        ? "the launcher's build was seen to end in \(afterBuild.count) of \(iterations) runs"
        : idlePercent < 1 ? "idle under 1% of a core" : "idle at \(idlePercent)% of a core")
  }

  /// The percent of one core `pid` used over `seconds`, from its user and system time.
  static func idleCPU(of pid: pid_t, over seconds: Double) throws -> Double {
    let before = try cpuTicks(pid)
    Thread.sleep(forTimeInterval: seconds)
    let after = try cpuTicks(pid)
    return Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds * 100
  }

  private static func cpuTicks(_ pid: pid_t) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let fields = stat[(stat.lastIndex(of: ")") ?? stat.startIndex)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[12]), let system = Int(fields[13]) else {
      throw LaunchCase.Problem(description: "cannot read /proc/\(pid)/stat")
    }
    return user + system
  }

  /// Seconds of the launcher's own `swift build`, as the workbench runs it, after the same kind of
  /// edit: the package's module and the launcher, nothing else.
  private static func launcherBuild(in folder: URL, after original: Data) throws -> Double {
    let modelFile = folder.appendingPathComponent(model)
    try (original + Data("\n// launcher edit\n".utf8)).write(to: modelFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--package-path", ".build/fixture-workbench/launcher", "--product", "workbench-launcher",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["WORKBENCH_LAUNCHER_BUILD": "1"]) { $1 }
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.start().wait()
    guard process.terminationStatus == 0 else {
      throw LaunchCase.Problem(description: "the launcher's swift build failed (\(process.terminationStatus))")
    }
    return Measure.seconds(ContinuousClock.now - start)
  }
}
