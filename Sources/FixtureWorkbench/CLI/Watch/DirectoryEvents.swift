import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells when anything under a folder changed, as the kernel reports it (Linux's inotify), so that
/// a watch idle on a package does no work at all: it looks at the files only after an event.
/// `nil` where the kernel cannot tell (another system, or no watch left): the watch then looks at
/// the files at every interval.
final class DirectoryEvents {
  private let descriptor: Int32
  private let root: String

  /// Events under `root`, outside folders whose name starts with a dot.
  init?(root: String) {
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      self.root = root
      guard watchFolders() else {
        close(descriptor)
        return nil
      }
    #else
      return nil
    #endif
  }

  deinit {
    close(descriptor)
  }

  /// Waits at most `timeout` for a change under the folder: whether one came.
  func wait(_ timeout: Duration) -> Bool {
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while read(descriptor, &buffer, buffer.count) > 0 {}
    // A folder made since is watched too.
    _ = watchFolders()
    return true
  }

  /// Watches the root and every folder below it; `false` when one cannot be watched.
  private func watchFolders() -> Bool {
    #if os(Linux)
      let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB)
      var pending = [root]
      while let folder = pending.popLast() {
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else { return false }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
          var isFolder: ObjCBool = false
          let path = folder + "/" + name
          if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            pending.append(path)
          }
        }
      }
      return true
    #else
      return false
    #endif
  }
}
