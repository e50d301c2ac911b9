import Synchronization

/// What a model's code answered to the probes of `CatchAllModels`, asked once per model: its code
/// does not change while the model exists (a model decoded another way, or rebuilt, is another).
final class CatchAllAnswers: Sendable {
  /// Whether it decodes each JSON value it was handed.
  let decodesEveryProbe = Mutex<Bool?>(nil)
  /// Whether it takes any key with a plain value.
  let takesAnyKey = Mutex<Bool?>(nil)

  /// The answer kept in `slot`, or `ask()`'s, kept.
  static func answer(_ slot: borrowing Mutex<Bool?>, _ ask: () -> Bool) -> Bool {
    if let known = slot.withLock({ $0 }) { return known }
    let answer = ask()
    slot.withLock { $0 = answer }
    return answer
  }
}
