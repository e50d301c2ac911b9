import Foundation

/// `workbench contract` in a package of 150 models against its server's 1.5 MB document
/// (``ContractScalePackage``), the launcher built before the first timed run (untimed): every
/// schema mapped, and exactly the refusals the package plants.
enum ContractScaleCase {
  static let folderName = "bench-contract-package"

  static func execute(iterations: Int) throws -> CaseOutcome {
    let files = ContractScalePackage.files()
    let folder = try BenchPackageFolder.write(files.mapValues { Data($0.utf8) }, named: folderName)
    let arguments = ["contract", ContractScalePackage.documentPath, "--format", "json"]
    _ = try WorkbenchProcess.output(arguments, in: folder, statuses: [0, 1])
    var samples: [Double] = []
    var report: JSONReport?
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      let output = try WorkbenchProcess.output(arguments, in: folder, statuses: [0, 1])
      samples.append(Measure.seconds(ContinuousClock.now - start))
      report = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
    }
    let schemas = report?.schemas ?? []
    let mapped = schemas.filter { $0.model != nil }.count
    let refused = Set(report?.refusals.map(\.model) ?? [])
    let planted = Set(ContractScalePackage.refusing.map(ContractScalePackage.name))
    let count = report?.refusals.count ?? 0
    let verified =
      schemas.count == 2 * ContractScalePackage.modelCount && mapped == schemas.count
      && count == ContractScalePackage.expectedRefusals && refused == planted
    let bytes = files[ContractScalePackage.documentPath]?.utf8.count ?? 0
    return CaseOutcome(
      name: BenchCase.scaleContract.rawValue,
      inputSummary:
        "\(ContractScalePackage.modelCount) models, a \(bytes / 1000) kB document of \(schemas.count) schemas in .build/\(folderName), launcher built",
      inputDigest: "\(bytes)", seconds: samples, baselineKiB: 0, peakKiB: PeakMemory.residentKiB(),
      check: "\(mapped) of \(schemas.count) schemas mapped, \(count) refusals",
      verified: verified,
      verification: verified
        ? "every schema mapped; the \(count) refusals planted, of the planted models only"
        : "expected \(2 * ContractScalePackage.modelCount) schemas mapped and \(ContractScalePackage.expectedRefusals) refusals of \(planted.count) models; refused: \(refused.sorted().prefix(5))"
    )
  }

  /// The parts of `contract --format json` the case checks.
  private struct JSONReport: Decodable {
    struct Schema: Decodable { var model: String? }
    struct Refusal: Decodable { var model: String }
    var schemas: [Schema]
    var refusals: [Refusal]
  }
}
