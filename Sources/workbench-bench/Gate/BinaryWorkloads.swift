import Foundation

/// The gate's workloads that run the real `workbench` in a user's package, as users run it: the
/// packages are written and their launchers built before anything is counted.
enum BinaryWorkloads {
  static let forecasts = 2_000
  static let payloadName = "gate-page.json"
  static let scaleFolderName = "bench-gate-package"
  static let inspectArguments = ["inspect", payloadName, "--model", "ForecastPage"]
  /// The refactor `lint --fix` repairs: a key renamed in every resource model.
  static let refactor = ModelRefactor.all[0]

  struct Prepared {
    var weather: URL
    var scale: URL
  }

  /// Writes both packages, builds their launchers, and runs `inspect` once in one and `lint` in
  /// the other, with the scale package's models as generated (undoing an earlier run's refactor).
  /// What earlier runs learned is forgotten first: the kept state then holds one run's learning,
  /// the same every time, whatever ran before (a fresh clone counted 8% more otherwise).
  static func prepare() throws -> Prepared {
    let weather = try BenchPackageFolder.write(
      [
        "Package.swift": Data(PackageInspectCases.packageManifest.utf8),
        "Sources/BenchWeather/Models.swift": Data(PackageInspectCases.modelSource.utf8),
        payloadName: Data(PackageInspectCases.payloadText(forecasts: forecasts).utf8),
      ], named: "bench-weather-package")
    try? FileManager.default.removeItem(at: weather.appendingPathComponent(".build/fixture-workbench/cache"))
    _ = try WorkbenchProcess.output(inspectArguments, in: weather)
    let scale = try BenchPackageFolder.write(
      ScalePackage.files().mapValues { Data($0.utf8) }, named: scaleFolderName, pruning: FixRefactorCase.fixtures)
    try? FileManager.default.removeItem(at: scale.appendingPathComponent(".build/fixture-workbench/cache"))
    _ = try WorkbenchProcess.output(["lint"], in: scale, statuses: [0, 1])
    return Prepared(weather: weather, scale: scale)
  }

  /// Renames the key in every resource model of the scale package, and lets `lint` rebuild the
  /// launcher and see the fixtures break; `lint --fix` then has repairs to find.
  static func refactorScalePackage(_ folder: URL) throws {
    let files = ScalePackage.files()
    for resource in ScalePackage.resources {
      let path = "Sources/Client/Models/\(ScalePackage.capitalized(resource)).swift"
      try Data(refactor.apply(files[path] ?? "", resource).utf8).write(to: folder.appendingPathComponent(path))
    }
    _ = try WorkbenchProcess.output(["lint"], in: folder, statuses: [0, 1])
    // That lint kept the repairs it worked out: without them, `lint --fix` works them out again,
    // which is what the gate counts.
    try? FileManager.default.removeItem(
      at: folder.appendingPathComponent(".build/fixture-workbench/cache/Client-repairs.json"))
  }

  /// The command line of `workload`, and the folder it runs in.
  static func command(_ workload: GateWorkload, in prepared: Prepared) -> (arguments: [String], folder: URL) {
    switch workload {
    case .packageInspect: (inspectArguments, prepared.weather)
    case .lintKept: (["lint", "--format", "json"], prepared.scale)
    case .lintFix: (["lint", "--fix", "--format", "json"], prepared.scale)
    default: ([], prepared.scale)
    }
  }

  /// Checks what `workload` printed; a summary of it, or why it is wrong.
  static func check(_ workload: GateWorkload, output: String) throws -> String {
    switch workload {
    case .packageInspect:
      let values = forecasts * 8 + 2
      guard output.contains("verdict: decodes"), output.contains("comparison: \(values) of \(values) values match")
      else {
        throw InProcessWorkloads.Failure(
          description: "inspect did not decode and match every value: \(output.prefix(400))")
      }
      return "decodes, \(values) of \(values) values match"
    case .lintKept:
      let report = try ScaleCases.models(inLintReport: output)
      let expected = ScalePackage.expectedModels()
      let wrong = expected.filter { report[$0.key] != $0.value }.keys.sorted()
      guard wrong.isEmpty, report.count == expected.count else {
        throw InProcessWorkloads.Failure(description: "\(wrong.count) fixtures went elsewhere: \(wrong.prefix(3))")
      }
      return "\(report.count) fixtures, each to its model"
    case .lintFix:
      let repairs = output.components(separatedBy: "_reference").count - 1
      guard repairs > 0 else {
        throw InProcessWorkloads.Failure(description: "lint --fix proposed no rename: \(output.prefix(400))")
      }
      return "\(repairs) mentions of the renamed keys"
    default:
      return ""
    }
  }
}
