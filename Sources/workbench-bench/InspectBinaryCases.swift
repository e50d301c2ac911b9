import FixtureEngine
import Foundation
import JSONFragment
import Releases

/// `inspect` as users run it on a bundled workspace: the real `workbench` binary (release), the
/// model's code in its worker, on the 80,000-asset release written to a file, valid and with one
/// failing field, against `JSONDecoder` decoding the same valid bytes into `Release` in process.
enum InspectBinaryCases {
  static func execute(_ benchCase: BenchCase, iterations: Int) throws -> CaseOutcome {
    let valid = ReleaseSamples.payload(assets: InspectCases.assetCount)
    let failing = benchCase == .inspectBinaryFailing
    let payload =
      failing
      ? valid.replacing(
        JSONPath([.key("assets"), .index(InspectCases.assetCount - 1), .key("size")]), with: "18079999")
      : valid
    let data = Data(JSONPrinter.bytes(of: payload, style: .pretty))
    var digest = FNV1a()
    data.withUnsafeBytes { digest.add($0) }
    let size = String(format: "%.1f MiB", Double(data.count) / 1_048_576)
    let summary =
      "a \(size) release of \(InspectCases.assetCount) assets" + (failing ? ", the last one's size a string" : "")
    let baseline = PeakMemory.residentKiB()
    let seconds: [Double]
    let check: String
    let verified: Bool
    if benchCase == .inspectDecoder {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let runs = try Measure.repeatedly(iterations) {
        try decoder.decode(Release.self, from: data)
      } check: {
        "\($0.assets.count) assets"
      }
      (seconds, check) = (runs.seconds, runs.checks.last ?? "")
      verified = check == "\(InspectCases.assetCount) assets"
    } else {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-inspect-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("release.json")
      try data.write(to: file)
      var outputs: [String] = []
      seconds = try (0..<iterations).map { _ in
        let clock = ContinuousClock()
        let start = clock.now
        // Exit status 1 is the failing payload's verdict; WORKBENCH_BUNDLED: no package here.
        let output = try WorkbenchProcess.output(
          ["inspect", file.path, "--workspace", "Releases", "--model", "Release"], in: folder,
          environment: ["WORKBENCH_BUNDLED": "1"], statuses: [0, 1])
        let elapsed = clock.now - start
        outputs.append(output)
        return Measure.seconds(elapsed)
      }
      let values = 8 + 4 + 8 * InspectCases.assetCount
      let expected =
        failing
        ? "failing fields: 1" : "comparison: \(values) of \(values) values match the model"
      check =
        outputs.last?.split(separator: "\n").first { $0.hasPrefix(failing ? "failing fields:" : "comparison:") }
        .map(String.init) ?? "no output"
      verified = outputs.allSatisfy { $0.contains(expected) }
    }
    return CaseOutcome(
      name: benchCase.rawValue, inputSummary: summary, inputDigest: digest.hex, seconds: seconds,
      baselineKiB: baseline, peakKiB: PeakMemory.residentKiB(), check: check, verified: verified,
      verification: verified ? "every run as expected" : "a run printed something else")
  }
}
