import Foundation
import WorkerProcess

/// The first run of `workbench` in a user's package of 681 files (``FirstRunPackage``), from
/// nothing: its `.build` removed, `workbench schema` builds the package, reads its symbol
/// graphs, builds the launcher (linking this clone's shared engine) and answers. Each sample is that
/// run's time less the package's own cold `swift build`, timed just before in the same state: the
/// launcher's own part of a first run, which issue 30 holds to 15 s when this clone's engine
/// was built before (`SharedEngine`).
enum FirstRunCase {
  static func execute(runs: Int) throws -> CaseOutcome {
    let files = FirstRunPackage.files()
    let folder = try BenchPackageFolder.write(files.mapValues { Data($0.utf8) }, named: "bench-first-run-package")
    let model = FirstRunPackage.firstModel(in: files)
    var samples: [Double] = []
    var totals: [Double] = []
    var ownBuilds: [Double] = []
    var schema = ""
    for _ in 0..<runs {
      try fresh(folder)
      ownBuilds.append(try timed { try run(swift(), ["build"], in: folder) })
      try fresh(folder)
      let total = try timed { schema = try WorkbenchProcess.output(["schema", "--model", model], in: folder) }
      totals.append(total)
      samples.append(total - ownBuilds[ownBuilds.count - 1])
    }
    let found = schema.contains("Client > \(model)") && schema.contains("status")
    return CaseOutcome(
      name: BenchCase.firstRun.rawValue,
      inputSummary:
        "\(files.count - 1) Swift files (\(FirstRunPackage.modelCount) models, \(FirstRunPackage.requestCount) requests) in .build/bench-first-run-package, `workbench schema --model \(model)` after `rm -rf .build`",
      inputDigest: "\(files.count)", seconds: samples, baselineKiB: 0, peakKiB: PeakMemory.residentKiB(),
      check:
        "first run \(seconds(totals)) in all, the package's own cold build \(seconds(ownBuilds)), the launcher's part \(seconds(samples))",
      verified: found,
      verification: found
        ? "the schema lists \(model)'s keys" : "the schema does not list \(model): \(schema.prefix(300))")
  }

  private static func seconds(_ values: [Double]) -> String {
    values.map { String(format: "%.1f s", $0) }.joined(separator: ", ")
  }

  /// Removes the package's build folder and the configuration a first run writes.
  private static func fresh(_ folder: URL) throws {
    for name in [".build", "fixture-workbench.json"] {
      let url = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }
  }

  private static func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  private static func swift() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw LaunchCase.Problem(description: "swift is not on PATH")
  }

  private static func run(_ executable: String, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.start().wait()
    guard process.terminationStatus == 0 else {
      throw LaunchCase.Problem(
        description:
          "\(executable) \(arguments.joined(separator: " ")) in \(folder.path) exited \(process.terminationStatus)")
    }
  }
}
