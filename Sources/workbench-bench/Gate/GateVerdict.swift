/// One workload's count against its baseline.
struct GateVerdict: Equatable {
  enum Standing: Equatable {
    /// Within the tolerance of the baseline, either way.
    case kept
    /// More instructions than the tolerance allows: the gate fails.
    case slower
    /// Fewer instructions than the tolerance: the gain is kept only once a new baseline records it.
    case faster
    /// No baseline to compare with: the gate fails until one is recorded.
    case unrecorded
  }

  var workload: GateWorkload
  var instructions: Int
  var baseline: Int?
  var standing: Standing

  /// The share of instructions a change may add before the gate fails.
  static let tolerance = 0.03

  init(workload: GateWorkload, instructions: Int, baseline: Int?) {
    self.workload = workload
    self.instructions = instructions
    self.baseline = baseline
    guard let baseline else {
      standing = .unrecorded
      return
    }
    let change = Double(instructions - baseline) / Double(baseline)
    standing = change > Self.tolerance ? .slower : change < -Self.tolerance ? .faster : .kept
  }

  /// Whether this workload fails the gate.
  var fails: Bool { standing == .slower || standing == .unrecorded }

  /// The change against the baseline, as `+4.2%`.
  var change: String {
    guard let baseline else { return "new" }
    let percent = Double(instructions - baseline) / Double(baseline) * 100
    let rounded = (percent * 10).rounded() / 10
    return (rounded > 0 ? "+" : rounded == 0 ? "±" : "") + String(rounded == 0 ? 0 : rounded) + "%"
  }
}
