import Foundation

/// Writes a file so that readers see either the old contents or the new, never a part: the data
/// goes to a temporary file in the same folder, is flushed to disk, takes the old file's
/// permissions, and is renamed over the target in one step.
///
/// The temporary file is hidden and names its writer: `.NAME.PID.RANDOM.tmp`. A writer killed
/// before the rename (SIGKILL, a power cut) leaves it behind; the next write of the same file
/// removes the leftovers of writers that are no longer running.
package enum AtomicFileWriter {
  /// How much one `write` call hands the kernel.
  static let chunkSize = 1 << 20

  /// Writes `data` to `path` in one step (see the type's description).
  package static func write(_ data: Data, to path: String) throws {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent().path
    let prefix = ".\(target.lastPathComponent)."
    removeLeftovers(in: folder, prefix: prefix)
    let temporary = folder + "/" + prefix + "\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var failure = writeAll(data, to: descriptor)
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    var existing = stat()
    if failure == 0, stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o7777) }
    close(descriptor)
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
    }
  }

  /// Writes `data` in chunks; answers 0, or the `errno` of the write that failed.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
    let pause = debugPauseBetweenChunks()
    return data.withUnsafeBytes { raw -> Int32 in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress! + offset, min(chunkSize, raw.count - offset))
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
        if let pause { usleep(pause) }
      }
      return 0
    }
  }

  /// Removes `folder`'s temporary files of `prefix` whose writing process has ended.
  private static func removeLeftovers(in folder: String, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
      guard parts.count == 2, let writer = Int32(parts[0]), UInt32(parts[1]) != nil else { continue }
      if kill(writer, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
    }
  }

  /// In debug builds, `WORKBENCH_DEBUG_SLOW_WRITES=MILLISECONDS` pauses after each chunk, so a test
  /// can kill a writer halfway through a file. Release builds never pause.
  private static func debugPauseBetweenChunks() -> useconds_t? {
    #if DEBUG
      let text = ProcessInfo.processInfo.environment["WORKBENCH_DEBUG_SLOW_WRITES"] ?? ""
      return UInt32(text).map { $0 * 1000 }
    #else
      return nil
    #endif
  }
}
