/// What changed between two lint runs, fixture by fixture and refusal by refusal of the server's
/// contract: what a watch prints after each run.
public struct LintChanges: Equatable, Sendable {
  /// How one fixture changed.
  public enum Kind: String, Sendable {
    /// It was broken and now does what it is meant to.
    case fixed
    /// It did what it was meant to and now is broken.
    case nowBroken = "now broken"
    /// It is still broken, with another first error.
    case brokenOtherwise = "still broken"
    /// It is new, or was not found before.
    case added = "new"
    /// It is gone.
    case removed
    /// Its status changed some other way (`unassigned`, `unreadable`).
    case otherwise = "now"
    /// A payload the contract allows that a model refuses, and did not before.
    case refused
    /// A refusal of the contract no longer made.
    case accepted
  }

  /// One fixture's change.
  public struct Change: Equatable, Sendable {
    public var kind: Kind
    /// The fixture as it is now (as it was, for a removed one).
    public var entry: LintSnapshot.Entry
  }

  /// Every change, by path.
  public var changes: [Change]
  /// The run after the changes.
  public var after: LintSnapshot

  /// The changes from `before` to `after`.
  public init(from before: LintSnapshot, to after: LintSnapshot) {
    self.after = after
    var changes: [Change] = []
    for path in Set(before.entries.keys).union(after.entries.keys).sorted() {
      let old = before.entries[path]
      let new = after.entries[path]
      switch (old, new) {
      case (nil, let new?):
        changes.append(Change(kind: .added, entry: new))
      case (let old?, nil):
        changes.append(Change(kind: .removed, entry: old))
      case (let old?, let new?) where old != new:
        let kind: Kind =
          switch (old.status, new.status) {
          case ("broken", "as expected"): .fixed
          case ("as expected", "broken"): .nowBroken
          case ("broken", "broken"): .brokenOtherwise
          default: .otherwise
          }
        // A broken fixture whose first error only moved is the same news.
        if kind == .brokenOtherwise && old.error?.message == new.error?.message { continue }
        if kind == .otherwise && old.status == new.status { continue }
        changes.append(Change(kind: kind, entry: new))
      default:
        continue
      }
    }
    // Refusals in the document's order.
    let line = { (message: String) in (after.refusals[message] ?? before.refusals[message])?.error?.line ?? 0 }
    let messages = Set(before.refusals.keys).union(after.refusals.keys).sorted {
      (line($0), $0) < (line($1), $1)
    }
    for message in messages {
      switch (before.refusals[message], after.refusals[message]) {
      case (nil, let new?): changes.append(Change(kind: .refused, entry: new))
      case (let old?, nil): changes.append(Change(kind: .accepted, entry: old))
      default: continue
      }
    }
    self.changes = changes
  }

  /// Whether `change` leaves something that fails: a fixture broken or a refusal made.
  public static func fails(_ change: Change) -> Bool {
    switch change.kind {
    case .removed, .accepted: false
    default: ["broken", "refused"].contains(change.entry.status)
    }
  }

  /// How many changes are of `kind`.
  public func count(_ kind: Kind) -> Int {
    changes.count { $0.kind == kind }
  }
}
