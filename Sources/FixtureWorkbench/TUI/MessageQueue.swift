import Foundation
import WorkbenchUI

/// Messages that background work posts for the input loop to pick up.
final class MessageQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [Msg] = []

  func post(_ message: Msg) {
    lock.withLock { pending.append(message) }
  }

  func drain() -> [Msg] {
    lock.withLock {
      defer { pending.removeAll() }
      return pending
    }
  }
}
