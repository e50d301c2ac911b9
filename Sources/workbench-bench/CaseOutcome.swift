/// What one case's child process reports to the parent, as one JSON line on its standard output.
struct CaseOutcome: Codable {
  /// The case's name (``BenchCase/rawValue``).
  var name: String
  /// The input it ran on, for the report header.
  var inputSummary: String
  /// A digest of the input, so the parent can tell that every case of a group saw the same input.
  var inputDigest: String
  /// Wall-clock seconds of each run.
  var seconds: [Double]
  /// Peak resident set size after making the input, before the operation (KiB).
  var baselineKiB: Int
  /// Peak resident set size after the operation (KiB).
  var peakKiB: Int
  /// A summary of the output that consumes it (record counts, id sums, byte counts).
  var check: String
  /// Whether the output was checked against the input and found right.
  var verified: Bool
  /// What the verification found.
  var verification: String
  /// Set when the case gave up at its time limit before finishing: how far it got. Its time is
  /// then a lower bound.
  var stoppedEarly: String? = nil

  /// The prefix of the line that carries the outcome, so other output cannot be mistaken for it.
  static let linePrefix = "BENCH-RESULT "
}
