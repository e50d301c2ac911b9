import Synchronization

/// A value worked out on first use and kept (a model's schema and property map never change).
package final class ComputedOnce<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let stored = Mutex<Value?>(nil)

  package init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  package var value: Value {
    value(makingWith: make)
  }

  /// The value, made by `make` instead when it is made now (on another worker, say).
  package func value(makingWith make: () -> Value) -> Value {
    stored.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }

  /// The value when it was made before, without making it.
  package var madeValue: Value? {
    stored.withLock { $0 }
  }
}
