import Foundation
import Synchronization

/// Files kept in memory, for tests: paths are plain strings, folders are implied by the paths
/// of the files in them (and by ``FileSystem/createDirectory``).
public final class InMemoryFileSystem: Sendable {
  private struct Contents {
    var files: [String: Data]
    var folders: Set<String> = []

    func isFolder(_ path: String) -> Bool {
      let prefix = path.hasSuffix("/") ? path : path + "/"
      return folders.contains(path) || files.keys.contains { $0.hasPrefix(prefix) }
        || folders.contains { $0.hasPrefix(prefix) }
    }

    func file(_ path: String) throws -> Data {
      guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
      return data
    }
  }

  private let contents: Mutex<Contents>

  /// Memory holding `files` (path to contents).
  public init(_ files: [String: Data] = [:]) {
    contents = Mutex(Contents(files: files))
  }

  /// The contents of `path`, if it is a file.
  public func contents(of path: String) -> Data? {
    contents.withLock { $0.files[path] }
  }

  /// Every file path, sorted.
  public var paths: [String] {
    contents.withLock { $0.files.keys.sorted() }
  }

  /// How many bytes ``FileSystem/readChunks`` hands out at a time.
  static let chunkSize = 61

  /// A ``FileSystem`` over this memory.
  public var fileSystem: FileSystem {
    FileSystem(
      read: { path in try self.contents.withLock { try $0.file(path) } },
      replace: { path, data in self.contents.withLock { $0.files[path] = data } },
      exists: { path in self.contents.withLock { $0.files[path] != nil || $0.isFolder(path) } },
      isDirectory: { path in self.contents.withLock { $0.isFolder(path) } },
      list: { path in
        try self.contents.withLock { contents in
          guard contents.isFolder(path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
          }
          let prefix = path.hasSuffix("/") ? path : path + "/"
          let names = (Array(contents.files.keys) + Array(contents.folders)).filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count).split(separator: "/").first ?? "") }
          return Set(names).filter { !$0.isEmpty }.sorted()
        }
      },
      createDirectory: { path in self.contents.withLock { _ = $0.folders.insert(path) } },
      size: { path in try self.contents.withLock { try $0.file(path).count } },
      readChunks: { path, body in
        // Small pieces, so that tests see lines cut across pieces as a real disk cuts them.
        let data = try self.contents.withLock { try $0.file(path) }
        var start = data.startIndex
        while start < data.endIndex {
          let end = min(start + Self.chunkSize, data.endIndex)
          try body(data[start..<end])
          start = end
        }
      },
      remove: { path in self.contents.withLock { _ = $0.files.removeValue(forKey: path) } }
    )
  }
}
