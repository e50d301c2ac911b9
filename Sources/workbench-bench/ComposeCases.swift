import Foundation
import JSONFragment

/// The composition cases: the same 100,000 fields composed into JSON bytes by our fragments, by
/// the seed's string appends and by `JSONEncoder`. Each output is parsed back and compared with the
/// input after the peak memory is read.
enum ComposeCases {
  static func execute(_ benchCase: BenchCase, iterations: Int, timeLimit: Double) throws -> CaseOutcome {
    let fields = ComposeInput.generate()
    var digest = FNV1a()
    for field in fields { digest.add("\(field.key)=\(field.value),".utf8) }
    let baseline = PeakMemory.residentKiB()

    let measured: Measured
    var stoppedEarly: String?
    switch benchCase {
    case .composeOurs:
      measured = Measured(Measure.repeatedly(iterations, { OursComposition.compose(fields) }, check: byteCount)) {
        ComposeVerification.compare(Data($0), with: fields)
      }
    case .composeSeedChain:
      let deadline = ContinuousClock.now.advanced(by: .seconds(timeLimit))
      let chain = Measure.repeatedly(
        iterations,
        { SeedBaselines.byAddingChain(fields, deadline: deadline) },
        check: { $0.data.map(byteCount) ?? "stopped after \($0.composed) of \(fields.count) fields" }
      )
      if let last = chain.lastOutput, last.data == nil {
        stoppedEarly =
          "stopped at its \(Int(timeLimit)) s limit after composing \(last.composed) of \(fields.count) fields"
      }
      measured = Measured(chain) { result in
        result.data.map { ComposeVerification.compare($0, with: fields) } ?? .failure("no output to verify")
      }
    case .composeSeedReduce:
      measured = Measured(
        Measure.repeatedly(iterations, { SeedBaselines.modelFragmentReduce(fields) }, check: byteCount)
      ) {
        ComposeVerification.compare($0, with: fields)
      }
    case .composeSeedAppend:
      measured = Measured(
        Measure.repeatedly(iterations, { SeedBaselines.modelFragmentAppend(fields) }, check: byteCount)
      ) {
        ComposeVerification.compare($0, with: fields)
      }
    case .composeEncoder:
      let encoder = JSONEncoder()
      let payload = DynamicFields(fields: fields)
      measured = Measured(try Measure.repeatedly(iterations, { try encoder.encode(payload) }, check: byteCount)) {
        ComposeVerification.compare($0, with: fields)
      }
    default:
      preconditionFailure("\(benchCase) is not a composition case")
    }
    let peak = PeakMemory.residentKiB()

    let verification = measured.verify()
    return CaseOutcome(
      name: benchCase.rawValue,
      inputSummary: "\(fields.count) fields (strings, ints, doubles, bools)",
      inputDigest: digest.hex,
      seconds: measured.seconds,
      baselineKiB: baseline,
      peakKiB: peak,
      check: measured.checks.first ?? "",
      verified: verification.passed,
      verification: verification.message,
      stoppedEarly: stoppedEarly)
  }

  /// The runs of one case, with the verification of its last output deferred until after the
  /// peak memory is read.
  private struct Measured {
    let seconds: [Double]
    let checks: [String]
    let verify: () -> ComposeVerification.Result

    init<Output>(_ runs: Measure.Runs<Output>, verify: @escaping (Output) -> ComposeVerification.Result) {
      seconds = runs.seconds
      checks = runs.checks
      let last = runs.lastOutput
      self.verify = { last.map(verify) ?? .failure("no output") }
    }
  }

  private static func byteCount(_ bytes: some Collection<UInt8>) -> String {
    "\(bytes.count) bytes"
  }
}
