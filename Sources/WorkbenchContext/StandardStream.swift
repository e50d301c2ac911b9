import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard output or standard error with `write(2)`. When the reader has gone
/// (`workbench inspect big.json | head -5`), the program ends quietly with the status a shell
/// gives a command killed by a broken pipe (141): never a trap, whatever `SIGPIPE` is set to.
package enum StandardStream {
  /// The status a command ends with when its reader is gone: 128 + `SIGPIPE`.
  package static let brokenPipeStatus: Int32 = 141

  /// Writes all of `data` to `descriptor`; a broken pipe ends the program.
  package static func write(_ data: Data, to descriptor: Int32) {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EINTR {
          continue
        } else {
          if errno == EPIPE { exit(brokenPipeStatus) }
          return
        }
      }
    }
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
