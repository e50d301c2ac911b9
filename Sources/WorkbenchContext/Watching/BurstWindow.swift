/// Tells when a burst of changes is over. Editors save in several steps (a temporary file, a
/// rename, a second write): the changes a burst makes are answered once, when no change came for
/// ``quiet``, or at the latest ``longest`` after the first, so that a file written without pause
/// is still answered. Times are offsets from any fixed start, so a test drives it with a fake clock.
public struct BurstWindow: Sendable, Equatable {
  /// How long no change must come before a burst is over.
  public var quiet: Duration
  /// The longest a burst is waited for, from its first change.
  public var longest: Duration
  private var first: Duration?
  private var last: Duration?

  /// A window that waits `quiet` after the last change, and at most `longest` after the first.
  public init(quiet: Duration = .milliseconds(300), longest: Duration = .seconds(2)) {
    self.quiet = quiet
    self.longest = longest
  }

  /// Notes a change seen at `time`.
  public mutating func noteChange(at time: Duration) {
    if first == nil { first = time }
    last = time
  }

  /// Whether a burst is waiting to be answered.
  public var isOpen: Bool { first != nil }

  /// Whether the burst is over at `time`: when it is, the window closes, and the caller answers it.
  public mutating func closes(at time: Duration) -> Bool {
    guard let first, let last else { return false }
    guard time - last >= quiet || time - first >= longest else { return false }
    self.first = nil
    self.last = nil
    return true
  }
}
