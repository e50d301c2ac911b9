import Foundation
import JSONFragment

/// What a payload is expected to do when the app decodes it: decode, or fail at a named path
/// (the first failing path, the one `JSONDecoder` stops at).
public enum ExpectedOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The payload decodes.
  case decodes
  /// Decoding fails, and `JSONDecoder` names this path first.
  case fails(at: JSONPath)

  public var description: String {
    switch self {
    case .decodes: "decodes"
    case .fails(let path): "fails at \(path)"
    }
  }
}

extension WorkspaceModel {
  /// What the app's decoding path (the adapter over `JSONDecoder`) does with `payload`, worked out
  /// by decoding it.
  public func expectedOutcome(for payload: JSONValue) -> ExpectedOutcome {
    let data = Data(JSONPrinter.bytes(of: payload, style: .compact))
    switch inspect(data, comparisonLimit: 0).verdict {
    case .decodes: return .decodes
    case .fails(let diagnosis): return .fails(at: diagnosis.path)
    case .invalidJSON: return .fails(at: .root)
    }
  }
}
