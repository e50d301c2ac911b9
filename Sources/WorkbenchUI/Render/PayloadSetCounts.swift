import FixtureEngine

/// `51 payloads: 42 decode, 9 fail (1 not JSON)`, as the CLI's report and the app say it.
public enum PayloadSetCounts {
  /// The counts of `summary` in one line.
  public static func text(_ summary: PayloadSetSummary) -> String {
    var text = "\(summary.payloads) payload\(summary.payloads == 1 ? "" : "s"): \(summary.decoding) decode, "
    text += "\(summary.failing) fail"
    var kinds: [String] = []
    if summary.notJSON > 0 { kinds.append("\(summary.notJSON) not JSON") }
    if summary.stopped > 0 { kinds.append("\(summary.stopped) stopped the model") }
    if !kinds.isEmpty { text += " (\(kinds.joined(separator: ", ")))" }
    return text
  }
}
