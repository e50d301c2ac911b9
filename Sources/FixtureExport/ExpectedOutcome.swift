import FixtureEngine
import Foundation
import JSONFragment
import JSONTrace

/// What a payload is expected to do when the app decodes it: decode, or fail at a named path
/// (the first failing path, the one `JSONDecoder` stops at). The same type as the fragment
/// library's expectation, so generated tests and the engine speak of outcomes alike.
public typealias ExpectedOutcome = DecodingExpectation

extension WorkspaceModel {
  /// What the app's decoding path (the adapter over `JSONDecoder`) does with `payload`, worked out
  /// by decoding it.
  public func expectedOutcome(for payload: JSONValue) -> ExpectedOutcome {
    expectedVerdict(for: payload).outcome
  }

  /// The outcome of `payload` and, when it fails, every failing field in decoding order (empty
  /// for a payload that decodes, or one whose decoding stopped the model's worker).
  public func expectedVerdict(for payload: JSONValue) -> (outcome: ExpectedOutcome, failures: [FieldFailure]) {
    let data = Data(JSONPrinter.bytes(of: payload, style: .compact))
    switch inspect(data, comparisonLimit: 0).verdict {
    case .decodes: return (.decodes, [])
    case .fails(let diagnosis): return (.fails(at: diagnosis.path), diagnosis.fields)
    case .invalidJSON, .stopped: return (.fails(at: .root), [])
    }
  }

  /// What the model says when it refuses `payload` only for want of what its package's code
  /// passes in `decoder.userInfo`; `nil` when it decodes or refuses the payload itself.
  public func contextRefusal(for payload: JSONValue) -> String? {
    let inspection = inspect(Data(JSONPrinter.bytes(of: payload, style: .compact)), comparisonLimit: 0)
    guard inspection.needsContext, case .fails(let diagnosis) = inspection.verdict else { return nil }
    return inspection.trace?.firstFailure?.message ?? diagnosis.message
  }
}
