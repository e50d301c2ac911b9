import Synchronization

/// A value worked out on first use and kept (a model's schema and property map never change).
package final class ComputedOnce<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let stored = Mutex<Value?>(nil)

  package init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  package var value: Value {
    stored.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
