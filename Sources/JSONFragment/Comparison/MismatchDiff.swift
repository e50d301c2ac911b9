/// The text of a failed `expectMatch`: only the key paths that disagree, each as a `−` line
/// (what the fragment wrote) and a `+` line (what the model holds), in the manner of
/// swift-custom-dump's `expectNoDifference`. A value that spans lines shows its own diff below
/// its path.
struct MismatchDiff {
  let mismatches: [FieldComparison]
  let message: String?

  var text: String {
    let count = mismatches.count
    let title =
      message.map { "expectMatch failed: \($0)" }
      ?? "expectMatch failed: the model differs from the fragment at \(count) key path\(count == 1 ? "" : "s")"
    var lines = [title, ""]
    for mismatch in mismatches {
      if let difference = mismatch.difference, (mismatch.expected + mismatch.actual).contains("\n") {
        lines.append("    \(mismatch.path):")
        lines += difference.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      } else {
        lines.append("  − \(mismatch.path): \(mismatch.expected)")
        lines.append("  + \(mismatch.path): \(mismatch.actual)")
      }
    }
    lines += ["", "(Expected: −, Actual: +)"]
    return lines.joined(separator: "\n")
  }
}
