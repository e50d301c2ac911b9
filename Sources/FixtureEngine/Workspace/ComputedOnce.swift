import Synchronization

/// A value worked out on first use and kept (a model's schema and property map never change),
/// or, with a generation, kept until the generation changes (a model learned again once a fit
/// gave it other fixtures).
package final class ComputedOnce<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let generation: (@Sendable () -> Int)?
  private let stored = Mutex<(value: Value, generation: Int)?>(nil)

  package init(_ make: @escaping @Sendable () -> Value, generation: (@Sendable () -> Int)? = nil) {
    self.make = make
    self.generation = generation
  }

  package var value: Value {
    value(makingWith: make)
  }

  /// The value, made by `make` instead when it is made now (on another worker, say).
  package func value(makingWith make: () -> Value) -> Value {
    let now = generation?() ?? 0
    return stored.withLock { stored in
      if let stored, stored.generation == now { return stored.value }
      let made = make()
      stored = (made, now)
      return made
    }
  }

  /// The value when it was made before, in this generation, without making it.
  package var madeValue: Value? {
    let now = generation?() ?? 0
    return stored.withLock { $0?.generation == now ? $0?.value : nil }
  }
}
