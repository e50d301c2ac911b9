import Foundation
import Synchronization

/// Work started on a thread of its own, whose result is waited for where it is needed. A new
/// thread rather than a shared queue: a waiter may itself be one of a pool's few threads, and it
/// blocks while it waits.
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

  /// Does `work` here and now when `small`, where a thread would cost more than it saves (a
  /// thread is about 50-100 µs to start); on a thread of its own otherwise.
  convenience init(unlessSmall small: Bool, _ work: @escaping @Sendable () -> Value) {
    if small { self.init(finished: work()) } else { self.init(work) }
  }

  /// Work already done: `value` is its result.
  init(finished value: Value) {
    result.withLock { $0 = value }
    finished.signal()
  }

  /// The work's result, once it has finished; any number of threads may wait for it.
  func value() -> Value {
    finished.wait()
    // Each waiter lets the next one through.
    finished.signal()
    return result.withLock { $0! }
  }
}
