import Synchronization
import WorkbenchUI

/// Messages that background work posts for the input loop to pick up.
final class MessageQueue: Sendable {
  private let pending = Mutex<[Msg]>([])

  func post(_ message: Msg) {
    pending.withLock { $0.append(message) }
  }

  func drain() -> [Msg] {
    pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}
