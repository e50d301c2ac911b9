/// A goal from the issue stated in time: a percentile of a case's samples at most ``limit``.
struct LatencyTarget {
  let subject: BenchCase
  /// 0.5 for the median, 0.99 for p99.
  let percentile: Double
  /// Seconds.
  let limit: Double
  let wording: String

  static let all: [LatencyTarget] = [
    LatencyTarget(
      subject: .parseOurs, percentile: 0.5, limit: Double(RecordsInput.defaultTargetBytes) / 500e6,
      wording: "parse 25 MiB at 500 MB/s"),
    LatencyTarget(subject: .uiKeystroke, percentile: 0.99, limit: 0.016, wording: "one keystroke, 25 MB loaded"),
    LatencyTarget(subject: .uiLaunch, percentile: 0.5, limit: 0.050, wording: "launch to first frame, Pokedex"),
    LatencyTarget(
      subject: .uiPackageLaunch, percentile: 0.5, limit: 2.0,
      wording: "first frame in a user's package, inputs unchanged"),
    LatencyTarget(
      subject: .uiWorkerRoundTrip, percentile: 0.99, limit: 0.050, wording: "a Pokemon's verdict via the worker"),
    LatencyTarget(
      subject: .firstRun, percentile: 0.5, limit: 15,
      wording: "first run in a 681-file package: the launcher's part"),
    LatencyTarget(
      subject: .scaleLintCached, percentile: 0.5, limit: 0.3, wording: "lint, 200 models, what was learned kept"),
    LatencyTarget(
      subject: .scaleLintFirst, percentile: 0.5, limit: 20, wording: "lint, 200 models, the first after a build"),
    LatencyTarget(
      subject: .scaleInspect, percentile: 0.5, limit: 2, wording: "inspect without --model, 200 models"),
    LatencyTarget(
      subject: .scaleAppOpen, percentile: 0.5, limit: 1, wording: "Enter on a model to its first fixture, 200 models"),
    LatencyTarget(
      subject: .scaleContract, percentile: 0.5, limit: 10,
      wording: "contract, 150 models, a 1.5 MB document, the launcher built"),
  ]
}

extension Array where Element == Double {
  /// The value below which `fraction` of the samples fall (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    let sorted = self.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
  }
}
