import Foundation
import Synchronization

/// Work started on a thread of its own, whose result the starter waits for when it needs it. A
/// new thread rather than a shared queue: the starter may itself be one of a pool's few threads,
/// and it blocks while it waits.
final class ThreadOfItsOwn<Value: Sendable>: Sendable {
  private let result = Mutex<Value?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` at once.
  init(_ work: @escaping @Sendable () -> Value) {
    let thread = Thread { [self] in
      let value = work()
      result.withLock { $0 = value }
      finished.signal()
    }
    thread.start()
  }

  /// The work's result, once it has finished.
  func value() -> Value {
    finished.wait()
    return result.withLock { $0! }
  }
}
