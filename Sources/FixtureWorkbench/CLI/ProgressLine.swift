import Foundation
import Synchronization
import WorkbenchContext

/// One line on a terminal's standard error that says how far a long run is (`workbench: lint
/// 120/200 fixtures`), rewritten in place, shown only once the run has taken a moment and wiped
/// when it ends. Nothing is written where standard error is not a terminal.
final class ProgressLine: Sendable {
  private let context: AppContext
  private let started = ContinuousClock.now
  private let state = Mutex<(shown: Bool, last: ContinuousClock.Instant?)>((false, nil))
  /// How long a run goes before its progress shows, and how long a line stays before the next.
  private let delay: Duration
  private let interval: Duration

  init(context: AppContext, delay: Duration = .milliseconds(300), interval: Duration = .milliseconds(100)) {
    self.context = context
    self.delay = delay
    self.interval = interval
  }

  /// Says `text` (`lint: 120/200 fixtures`), unless it was said less than an interval ago.
  func update(_ text: String) {
    guard context.errorIsTerminal else { return }
    let now = ContinuousClock.now
    guard now - started >= delay else { return }
    let write = state.withLock { state in
      if let last = state.last, now - last < interval { return false }
      state = (true, now)
      return true
    }
    if write { context.writeError(Data(("\r\u{1B}[Kworkbench: " + text.prefix(70)).utf8)) }
  }

  /// Wipes the line, if it was shown.
  func finish() {
    guard state.withLock({ $0.shown }) else { return }
    context.writeError(Data("\r\u{1B}[K".utf8))
  }
}
