/// Runs an operation a number of times under the monotonic `ContinuousClock`.
///
/// Only the operation is inside the clock; the per-run check (which consumes the output, so the
/// work cannot be optimized away) and freeing the output are outside it. The last output is handed
/// back for verification, and each earlier one is freed before the next run starts, so the peak
/// memory is that of one run.
enum Measure {
  /// The times and checks of every run, and the last run's output.
  struct Runs<Output> {
    /// Wall-clock seconds of each run, in run order.
    var seconds: [Double] = []
    /// The check of each run; all must agree.
    var checks: [String] = []
    /// The output of the last run.
    var lastOutput: Output?
  }

  static func repeatedly<Output>(
    _ iterations: Int,
    _ operation: () throws -> Output,
    check: (Output) -> String
  ) rethrows -> Runs<Output> {
    let clock = ContinuousClock()
    var runs = Runs<Output>()
    for run in 0..<iterations {
      let start = clock.now
      let output = try operation()
      let elapsed = clock.now - start
      runs.seconds.append(seconds(elapsed))
      runs.checks.append(check(output))
      if run == iterations - 1 { runs.lastOutput = output }
    }
    return runs
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}

extension Array where Element == Double {
  /// The middle value (the mean of the middle two for an even count).
  var median: Double {
    let sorted = self.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest run.
  var best: Double { self.min() ?? .nan }
}
