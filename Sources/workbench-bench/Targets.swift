import Foundation

/// A goal from the issue: ours must be at least ``factor`` times faster than ``baseline``, by
/// median time. A factor below 1 is a ceiling: ours may be at most `1 / factor` times slower.
struct Target {
  let baseline: BenchCase
  let factor: Double
  let wording: String
  /// The case held to the target; its group's `ours` case unless named.
  var subject: BenchCase? = nil

  static let all: [Target] = [
    Target(baseline: .parseDecoder, factor: 3, wording: "parse 25 MiB vs JSONDecoder"),
    Target(baseline: .parseSerialization, factor: 10, wording: "parse 25 MiB vs JSONSerialization"),
    Target(baseline: .composeSeedChain, factor: 10, wording: "compose 100k fields vs the seed's byAdding chain"),
    Target(baseline: .composeSeedReduce, factor: 10, wording: "compose 100k fields vs the seed's reduce"),
    Target(baseline: .composeEncoder, factor: 1, wording: "compose 100k fields vs JSONEncoder"),
    Target(baseline: .parseDecoder, factor: 1, wording: "trace-decode 25 MiB vs JSONDecoder", subject: .traceOurs),
    Target(
      baseline: .inspectOneFailing, factor: 0.25, wording: "inspect 80,000 assets: valid vs one failing field",
      subject: .inspectValid),
    Target(
      baseline: .payloadsDecoder, factor: 0.5,
      wording: "summarize 10,000 payloads (20 MB NDJSON) vs JSONDecoder alone", subject: .payloadsSummary),
    Target(
      baseline: .inspectDecoder, factor: 1 / 1.5, wording: "workbench inspect 25 MB (worker) vs JSONDecoder",
      subject: .inspectBinaryValid),
    Target(
      baseline: .inspectBinaryFailing, factor: 1 / 1.5, wording: "workbench inspect 25 MB: valid vs one failing field",
      subject: .inspectBinaryValid),
    Target(
      baseline: .packageDecoder, factor: 1 / 1.5, wording: "inspect 30 MB in a user's package vs JSONDecoder",
      subject: .packageInspect),
    Target(
      baseline: .packageDecoder, factor: 0.5, wording: "the app's verdict on it vs JSONDecoder",
      subject: .packageVerdict),
  ]
}

/// How many times slower a case is than its group's `ours` case, by median time.
enum Ratio {
  /// Measured.
  case exact(Double)
  /// The case was stopped at its time limit; it is at least this many times slower.
  case atLeast(Double)

  var value: Double {
    switch self {
    case .exact(let ratio), .atLeast(let ratio): ratio
    }
  }

  /// The case against ours: "4.1x slower", "2.0x faster", "> 950x slower".
  var text: String { phrase(value, slower: "slower", faster: "faster") }

  /// Ours against the case: "4.1x faster", "1.2x slower", "> 950x faster".
  var oursText: String { phrase(value, slower: "faster", faster: "slower") }

  private func phrase(_ ratio: Double, slower: String, faster: String) -> String {
    let (factor, word) = ratio >= 1 ? (ratio, slower) : (1 / ratio, faster)
    let number = factor >= 100 ? String(Int(factor.rounded())) : String(format: factor < 2 ? "%.2f" : "%.1f", factor)
    switch self {
    case .exact: return "\(number)x \(word)"
    case .atLeast: return "> \(number)x \(word)"
    }
  }
}
