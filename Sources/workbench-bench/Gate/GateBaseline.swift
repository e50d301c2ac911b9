import Foundation

/// The gate's committed baseline (`.ci/perf-baseline.tsv`): for each workload, the instructions
/// it took when the baseline was recorded, the day, and why it was recorded. Lines starting with
/// `#` are comments; columns are separated by tabs.
struct GateBaseline: Equatable {
  struct Entry: Equatable {
    var instructions: Int
    var recorded: String
    var why: String
  }

  var entries: [GateWorkload: Entry] = [:]

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  static let header = """
    # The performance gate's baseline: instructions each workload executes, counted by callgrind in
    # the optimised build beside the launchers' engine (./dev perf prints them; --record "WHY" writes this file).
    # A count moves only with a why of its own. Columns: workload, instructions, day, why.

    """

  init(entries: [GateWorkload: Entry] = [:]) {
    self.entries = entries
  }

  /// Reads `text`; `file` names it in problems, as `file:line: ...`.
  init(parsing text: String, file: String) throws {
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let columns = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
      let place = "\(file):\(offset + 1)"
      guard columns.count == 4 else {
        throw Problem(description: "\(place): expected 4 tab-separated columns (workload, instructions, day, why)")
      }
      guard let workload = GateWorkload(rawValue: columns[0]) else {
        throw Problem(description: "\(place): unknown workload '\(columns[0])'")
      }
      guard let instructions = Int(columns[1]), instructions > 0 else {
        throw Problem(description: "\(place): '\(columns[1])' is no count of instructions")
      }
      let why = columns[3].trimmingCharacters(in: .whitespaces)
      guard !why.isEmpty else {
        throw Problem(description: "\(place): the baseline of \(workload.rawValue) says no why")
      }
      entries[workload] = Entry(instructions: instructions, recorded: columns[2], why: why)
    }
  }

  /// The file's text.
  var text: String {
    Self.header
      + GateWorkload.allCases.compactMap { workload in
        entries[workload].map { "\(workload.rawValue)\t\($0.instructions)\t\($0.recorded)\t\($0.why)\n" }
      }.joined()
  }

  /// The workloads whose count differs from `earlier`'s while their why stays the same: a new
  /// baseline recorded without saying why.
  func countsMovedWithoutWhy(since earlier: GateBaseline) -> [GateWorkload] {
    GateWorkload.allCases.filter { workload in
      guard let now = entries[workload], let then = earlier.entries[workload] else { return false }
      return now.instructions != then.instructions && now.why == then.why
    }
  }
}
