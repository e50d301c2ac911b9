import Foundation
import Synchronization
import Testing

@testable import ModelProbe

#if canImport(Glibc)
  import Glibc
#endif

/// A value handed off is freed on another thread, never on the one that handed it, however soon
/// the releasing thread finishes.
struct ReleasedElsewhereTests {
  /// Has the thread it is freed on recorded.
  final class Witness: Sendable {
    let recorder: Recorder

    init(recorder: Recorder) {
      self.recorder = recorder
    }

    deinit {
      recorder.record(pthread_self())
    }
  }

  /// The threads witnesses were freed on, and a signal for each.
  final class Recorder: Sendable {
    let threads = Mutex<[pthread_t]>([])
    let freed = DispatchSemaphore(value: 0)

    func record(_ thread: pthread_t) {
      threads.withLock { $0.append(thread) }
      freed.signal()
    }
  }

  /// A value holding objects, as a decoded model holds its parts.
  struct Model {
    var name: String
    var parts: [Witness]
  }

  @Test func aHandedValueIsFreedOnAnotherThreadEveryTime() {
    let recorder = Recorder()
    let rounds = 200
    for _ in 0..<rounds {
      let model = Model(name: "model", parts: [Witness(recorder: recorder)])
      ReleasedElsewhere.hand(consume model)
    }
    for _ in 0..<rounds { #expect(recorder.freed.wait(timeout: .now() + 10) == .success) }
    let here = pthread_self()
    let threads = recorder.threads.withLock { $0 }
    #expect(threads.count == rounds)
    #expect(threads.filter { pthread_equal($0, here) != 0 }.isEmpty)
  }
}
