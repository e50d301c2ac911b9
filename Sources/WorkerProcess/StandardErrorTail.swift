import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a worker's standard error on a thread of its own until it closes, keeping the last
/// 64 KiB: where the Swift runtime's last words are, however much the model printed before.
final class StandardErrorTail: Sendable {
  private static let kept = 1 << 16
  private let tail = Mutex(Data())
  private let closed = DispatchSemaphore(value: 0)

  init(reading fd: Int32) {
    let thread = Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 1 << 14)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        tail.withLock { data in
          chunk.withUnsafeBytes { data.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
          // Cut back only at twice the tail: cutting at every line past it copied the whole
          // tail for each line a worker wrote (its notes), an eighth of a `lint --fix`.
          if data.count > 2 * Self.kept { data = Data(data.suffix(Self.kept)) }
        }
      }
      close(fd)
      closed.signal()
    }
    thread.start()
  }

  /// What was kept, after waiting at most `limit` for the stream to close.
  func text(waitingUpTo limit: Duration) -> String {
    let milliseconds = Int(limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
    if closed.wait(timeout: .now() + .milliseconds(milliseconds)) == .success { closed.signal() }
    return tail.withLock { String(decoding: $0.suffix(Self.kept), as: UTF8.self) }
  }
}
