import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// When a file first changed while watched, from its size and modification time looked at every
/// 5 ms on a thread of its own: for the live loop, the moment the workbench recorded what the
/// launcher was built from, right after the launcher's build ended.
final class FirstChange: Sendable {
  private let changed = Mutex<ContinuousClock.Instant?>(nil)
  private let stopped = Atomic<Bool>(false)
  private let ended = Atomic<Bool>(false)

  /// Starts watching the file at `path`.
  init(path: String) {
    Thread.detachNewThread { [self] in
      let before = Self.stamp(path)
      while !stopped.load(ordering: .acquiring) {
        if Self.stamp(path) != before {
          changed.withLock { $0 = ContinuousClock.now }
          break
        }
        usleep(5_000)
      }
      ended.store(true, ordering: .releasing)
    }
  }

  /// Stops watching: when the file changed, if it did.
  func stop() -> ContinuousClock.Instant? {
    stopped.store(true, ordering: .releasing)
    while !ended.load(ordering: .acquiring) { usleep(1_000) }
    return changed.withLock { $0 }
  }

  private static func stamp(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return "" }
    return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
  }
}
