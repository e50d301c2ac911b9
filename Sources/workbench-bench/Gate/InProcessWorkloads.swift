import FixtureEngine
import Foundation
import JSONFragment
import Releases
import WorkbenchUI

/// The gate's in-process workloads (`workbench-bench --workload NAME`): each makes its input, runs
/// the operation once inside ``gateRegion(_:)`` and answers a check of the output, which the gate
/// compares with the one it expects, so a workload that stopped doing its work cannot pass.
enum InProcessWorkloads {
  static let recordBytes = 1 << 20
  static let composedFields = 5_000
  static let assets = 1_000

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ workload: GateWorkload) throws -> String {
    switch workload {
    case .parse:
      let data = RecordsInput.generate(targetBytes: recordBytes).data
      var parsed: Result<JSONValue, any Error> = .failure(Failure(description: "not run"))
      gateRegion { parsed = Result { try JSONParser.parse(data) } }
      return ParseCases.tallyTree(try parsed.get())
    case .traceDecode:
      let data = RecordsInput.generate(targetBytes: recordBytes).data
      var traced: Result<TracingDecoder.Result<[Person]>, any Error> = .failure(Failure(description: "not run"))
      gateRegion { traced = Result { try TracingDecoder.trace([Person].self, from: data) } }
      return ParseCases.tallyTrace(try traced.get())
    case .compose:
      let fields = ComposeInput.generate(count: composedFields)
      var bytes: [UInt8] = []
      gateRegion { bytes = OursComposition.compose(fields) }
      let verification = ComposeVerification.compare(Data(bytes), with: fields)
      guard verification.passed else { throw Failure(description: verification.message) }
      return "\(fields.count) fields composed"
    case .keystroke:
      return try KeystrokeCase.countedScript(assets: assets)
    case .packageInspect, .lintKept, .lintFix:
      throw Failure(description: "\(workload.rawValue) runs the workbench binary, not in this process")
    }
  }
}
