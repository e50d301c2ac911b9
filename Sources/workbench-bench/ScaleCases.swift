import Foundation

/// The real `workbench` in a package at an API client's size (``ScalePackage``: 200 models, 200
/// fixtures), its launcher built before the first timed run (untimed): a `lint` with what earlier
/// runs learned kept, a `lint` with nothing kept (the first after a build), `inspect` of a fixture
/// without `--model`, and the app's time from Enter on the first model to its first fixture.
enum ScaleCases {
  static let folderName = "bench-scale-package"

  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let files = ScalePackage.files()
    let folder = try BenchPackageFolder.write(
      files.mapValues { Data($0.utf8) }, named: folderName, pruning: "Tests/ClientTests/Fixtures")
    _ = try WorkbenchProcess.output(["schema", "--model", "Order"], in: folder)
    let cache = folder.appendingPathComponent(".build/fixture-workbench/cache")
    let expected = ScalePackage.expectedModels()
    var samples: [Double] = []
    var check = ""
    var verified = true
    var verification = ""
    switch benchCase {
    case .scaleLintFirst, .scaleLintCached:
      _ = try lint(in: folder)
      for _ in 0..<iterations {
        if benchCase == .scaleLintFirst { try? FileManager.default.removeItem(at: cache) }
        let start = ContinuousClock.now
        let report = try lint(in: folder)
        samples.append(Measure.seconds(ContinuousClock.now - start))
        let wrong = expected.filter { report[$0.key] != $0.value }.keys.sorted()
        verified = verified && wrong.isEmpty && report.count == expected.count
        check = "\(report.count) fixtures linted"
        verification =
          wrong.isEmpty ? "every fixture went to its model" : "\(wrong.count) went elsewhere: \(wrong.prefix(3))"
      }
    case .scaleInspect:
      // Named after no model: the fit decides.
      let path = "Tests/ClientTests/Fixtures/recent-order-activity.json"
      var first = ""
      for _ in 0..<iterations {
        let start = ContinuousClock.now
        // The line after the decoder found in the package, which comes first.
        first =
          try WorkbenchProcess.output(["inspect", path], in: folder).split(separator: "\n")
          .first { $0.hasPrefix("model by") }.map(String.init) ?? ""
        samples.append(Measure.seconds(ContinuousClock.now - start))
      }
      verified = first.hasPrefix("model by") && first.contains(": Order;")
      check = "`workbench inspect \(path)` without --model"
      verification = verified ? "given to Order" : "its first line: \(first)"
    case .scaleAppOpen:
      guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
        throw LaunchCase.Problem(description: "cannot enter \(folder.path)")
      }
      let executable = try LaunchCase.workbenchPath()
      for _ in 0..<iterations {
        samples.append(
          try LaunchCase.pressOnce(
            // The list is drawn (its second row; the header also counts `Page<T>` of each model).
            executable, arguments: [], ready: Array("AccountSummary".utf8), keys: [13],
            marker: Array("account.json".utf8)))
      }
      check = "Enter on Account in the models list, until account.json shows"
      verification = "\(samples.count) first fixtures shown"
    default:
      throw LaunchCase.Problem(description: "\(benchCase.rawValue) is no scale case")
    }
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary:
        "\(ScalePackage.modelCount) models, \(expected.count) fixtures in .build/\(folderName), launcher built",
      inputDigest: "\(files.count)", seconds: samples, baselineKiB: 0, peakKiB: PeakMemory.residentKiB(),
      check: check, verified: verified, verification: verification)
  }

  /// The model lint gives each fixture, by its path inside the fixture folder.
  private static func lint(in folder: URL) throws -> [String: String] {
    try models(inLintReport: try WorkbenchProcess.output(["lint", "--format", "json"], in: folder, statuses: [0, 1]))
  }

  /// The model each fixture went to in `lint --format json`'s `output`, by its path inside the
  /// fixture folder.
  static func models(inLintReport output: String) throws -> [String: String] {
    guard let report = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
      let fixtures = report["fixtures"] as? [[String: Any]]
    else { throw LaunchCase.Problem(description: "lint printed no report: \(output.prefix(300))") }
    let prefix = "Tests/ClientTests/Fixtures/"
    var models: [String: String] = [:]
    for fixture in fixtures {
      guard let file = fixture["file"] as? String else { continue }
      models[String(file.dropFirst(prefix.count))] = fixture["model"] as? String ?? "-"
    }
    return models
  }
}
