import FixtureEngine
import JSONCore

/// The verdict pane's lines for a whole set of payloads (`S`): the counts, where the model and the
/// set disagree, each key path's counts, the keys never read, and the payloads that fail.
enum SetSummaryLines {
  /// The failing payloads listed; a set of thousands would make every frame build thousands of
  /// lines.
  static let shownFailures = 100

  static func add(
    _ summary: PayloadSetSummary, entries: [PayloadSetBrowser.Entry],
    _ add: (String, VerdictLine.Tone, Int) -> Void
  ) {
    add(PayloadSetCounts.text(summary), summary.failing == 0 ? .good : .bad, 0)
    let agreements = summary.fields.compactMap(summary.agreement)
    let errors = agreements.count { $0.severity == .error }
    add("the model against the set: \(errors) error\(errors == 1 ? "" : "s")", .heading, 0)
    for agreement in agreements {
      add(
        (agreement.severity == .error ? "✗ " : "i ") + agreement.text, agreement.severity == .error ? .bad : .normal, 0)
    }
    add("by key path: present / null / absent / wrong type", .heading, 0)
    for field in summary.fields {
      let counts = "\(field.present) / \(field.null) / \(field.absent) / \(field.wrongType)"
      add("\(field.field.path)  \(counts)", field.failing > 0 ? .bad : .normal, 2)
    }
    add("never read: \(summary.neverRead.count)", .heading, 0)
    for key in summary.neverRead { add("? \(key.path) in \(key.count)", .muted, 2) }
    let failing = entries.lazy.filter { !$0.decodes }
    let count = failing.count
    add("failing payloads: \(count)", .heading, 0)
    for entry in failing.prefix(shownFailures) { add("\(entry.name)  \(entry.failure ?? "")", .normal, 2) }
    if count > shownFailures {
      add("and \(count - shownFailures) more (workbench inspect lists them all)", .muted, 2)
    }
  }
}
