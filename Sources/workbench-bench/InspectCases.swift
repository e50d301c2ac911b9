import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Releases

/// The inspection cases: `inspect` of the 25 MB release payload (80,000 assets) as the CLI does it
/// (parse once, decode through the adapter, trace, compare every value, locate the failures), once
/// valid and once with the size of its last asset written as a string, so that it fails. A valid
/// payload is compared value by value; the failing one is not compared at all, so the ratio of
/// the two is what the comparison costs.
enum InspectCases {
  static let assetCount = 80_000

  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let valid = ReleaseSamples.payload(assets: assetCount)
    let payload =
      benchCase == .inspectValid
      ? valid : valid.replacing(JSONPath([.key("assets"), .index(assetCount - 1), .key("size")]), with: "18079999")
    let data = Data(JSONPrinter.bytes(of: payload, style: .pretty))
    var digest = FNV1a()
    data.withUnsafeBytes { digest.add($0) }
    let model = try Workspace.releases.model(named: "Release")
    _ = model.schema()
    let baseline = PeakMemory.residentKiB()

    let runs = Measure.repeatedly(iterations, { model.inspect(data).located() }, check: summary)
    let peak = PeakMemory.residentKiB()
    let expected =
      benchCase == .inspectValid
      ? "decodes, 0 failing fields, \(8 + 4 + 8 * assetCount) of \(8 + 4 + 8 * assetCount) values match"
      : "fails at assets[\(assetCount - 1)].size, 1 failing fields, 0 of 0 values match"
    let consistent = Set(runs.checks).count == 1
    let right = runs.checks.first == expected
    let size = String(format: "%.1f MiB", Double(data.count) / 1_048_576)
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary: "a \(size) release of \(assetCount) assets"
        + (benchCase == .inspectValid ? "" : ", the last one's size a string"),
      inputDigest: digest.hex,
      seconds: runs.seconds,
      baselineKiB: baseline,
      peakKiB: peak,
      check: runs.checks.first ?? "",
      verified: consistent && right,
      verification: consistent && right ? "the verdict and every value as expected" : "expected \(expected)")
  }

  private static func summary(_ inspection: PayloadInspection) -> String {
    let verdict =
      switch inspection.verdict {
      case .decodes: "decodes"
      case .fails(let diagnosis): "fails at \(diagnosis.path)"
      case .invalidJSON(let error): "not JSON: \(error)"
      case .stopped(let stop): "stopped: \(stop)"
      }
    let matches = inspection.comparison.count { $0.verdict == .match }
    return "\(verdict), \(inspection.trace?.failures.count ?? -1) failing fields, "
      + "\(matches) of \(inspection.comparison.count) values match"
  }
}
