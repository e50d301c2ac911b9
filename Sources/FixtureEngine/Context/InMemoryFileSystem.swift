import Foundation

/// Files kept in memory, for tests: paths are plain strings, folders are implied by the paths
/// of the files in them (and by ``FileSystem/createDirectory``).
public final class InMemoryFileSystem: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: Data]
  private var folders: Set<String> = []

  /// Memory holding `files` (path to contents).
  public init(_ files: [String: Data] = [:]) {
    self.files = files
  }

  /// The contents of `path`, if it is a file.
  public func contents(of path: String) -> Data? {
    lock.withLock { files[path] }
  }

  /// Every file path, sorted.
  public var paths: [String] {
    lock.withLock { files.keys.sorted() }
  }

  /// A ``FileSystem`` over this memory.
  public var fileSystem: FileSystem {
    FileSystem(
      read: { path in
        try self.lock.withLock {
          guard let data = self.files[path] else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
          }
          return data
        }
      },
      replace: { path, data in self.lock.withLock { self.files[path] = data } },
      exists: { path in self.lock.withLock { self.files[path] != nil || self.isFolder(path) } },
      isDirectory: { path in self.lock.withLock { self.isFolder(path) } },
      list: { path in
        try self.lock.withLock {
          guard self.isFolder(path) else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
          let prefix = path.hasSuffix("/") ? path : path + "/"
          let names = (Array(self.files.keys) + Array(self.folders)).filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count).split(separator: "/").first ?? "") }
          return Set(names).filter { !$0.isEmpty }.sorted()
        }
      },
      createDirectory: { path in self.lock.withLock { _ = self.folders.insert(path) } },
      size: { path in
        try self.lock.withLock {
          guard let data = self.files[path] else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
          }
          return data.count
        }
      }
    )
  }

  private func isFolder(_ path: String) -> Bool {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return folders.contains(path) || files.keys.contains { $0.hasPrefix(prefix) }
      || folders.contains { $0.hasPrefix(prefix) }
  }
}
