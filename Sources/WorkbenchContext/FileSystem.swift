import Foundation
import JSONCore

/// The file operations the app uses, as closures, so tests can swap the disk for memory.
public struct FileSystem: Sendable {
  /// Reads a whole file.
  public var read: @Sendable (String) throws -> Data
  /// Replaces a file's contents atomically: a temporary file beside it, then a rename, so a
  /// crash mid-write leaves the old file whole.
  public var replace: @Sendable (String, Data) throws -> Void
  /// Whether a file or folder exists at the path.
  public var exists: @Sendable (String) -> Bool
  /// Whether the path is a folder.
  public var isDirectory: @Sendable (String) -> Bool
  /// The entries of a folder (names, not paths), sorted.
  public var list: @Sendable (String) throws -> [String]
  /// Creates a folder and its parents.
  public var createDirectory: @Sendable (String) throws -> Void
  /// The size of a file in bytes, without reading it.
  public var size: @Sendable (String) throws -> Int
  /// Reads a file piece by piece, handing each piece to the closure in order, so a file larger
  /// than memory can be streamed. Memory keeps one piece at a time.
  public var readChunks: @Sendable (String, (Data) throws -> Void) throws -> Void
  /// Reads the bytes of a file in a range of offsets, without reading the rest.
  public var readRange: @Sendable (String, Range<Int>) throws -> Data
  /// Whether the path is a file this process may run.
  public var isExecutable: @Sendable (String) -> Bool
  /// Removes a file; removing one that is not there is no error.
  public var remove: @Sendable (String) throws -> Void
  /// What changes when a file changes, without reading it (its size and modification time on a
  /// disk), or `nil` when there is no file at the path.
  public var stamp: @Sendable (String) -> String?
  /// Makes the path a symbolic link to the destination, replacing a link there, or, with no
  /// destination, removes a link there; never a file or folder that is not a link.
  public var link: @Sendable (String, String?) throws -> Void
  /// Where the symbolic link at the path points, or `nil` when there is no link there.
  public var linkDestination: @Sendable (String) -> String?

  /// A file system made of its parts.
  public init(
    read: @escaping @Sendable (String) throws -> Data,
    replace: @escaping @Sendable (String, Data) throws -> Void,
    exists: @escaping @Sendable (String) -> Bool,
    isDirectory: @escaping @Sendable (String) -> Bool,
    list: @escaping @Sendable (String) throws -> [String],
    createDirectory: @escaping @Sendable (String) throws -> Void,
    size: (@Sendable (String) throws -> Int)? = nil,
    readChunks: (@Sendable (String, (Data) throws -> Void) throws -> Void)? = nil,
    readRange: (@Sendable (String, Range<Int>) throws -> Data)? = nil,
    isExecutable: @escaping @Sendable (String) -> Bool = { _ in false },
    remove: @escaping @Sendable (String) throws -> Void = { _ in },
    stamp: (@Sendable (String) -> String?)? = nil,
    link: @escaping @Sendable (String, String?) throws -> Void = { _, _ in throw CocoaError(.featureUnsupported) },
    linkDestination: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.link = link
    self.linkDestination = linkDestination
    self.isExecutable = isExecutable
    self.remove = remove
    self.read = read
    self.replace = replace
    self.exists = exists
    self.isDirectory = isDirectory
    self.list = list
    self.createDirectory = createDirectory
    self.size = size ?? { path in try read(path).count }
    self.stamp =
      stamp ?? { path in
        guard let data = try? read(path) else { return nil }
        return "\(data.count) \(FNV1a(data).hex)"
      }
    self.readChunks = readChunks ?? { path, body in try body(read(path)) }
    self.readRange =
      readRange ?? { path, range in
        let data = try read(path)
        let start = data.startIndex + min(range.lowerBound, data.count)
        return data.subdata(in: start..<data.startIndex + min(range.upperBound, data.count))
      }
  }

  /// The real disk.
  public static let live = FileSystem(
    read: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
    replace: { path, data in try AtomicFileWriter.write(data, to: path) },
    exists: { FileManager.default.fileExists(atPath: $0) },
    isDirectory: { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    },
    list: { try FileManager.default.contentsOfDirectory(atPath: $0).sorted() },
    createDirectory: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) },
    size: { path in
      var status = stat()
      guard stat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      return Int(status.st_size)
    },
    readChunks: { path, body in
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOENT)
      }
      defer { try? handle.close() }
      while true {
        let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
        if chunk.isEmpty { return }
        try body(chunk)
      }
    },
    readRange: { path, range in
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOENT)
      }
      defer { try? handle.close() }
      try handle.seek(toOffset: UInt64(range.lowerBound))
      return try handle.read(upToCount: range.count) ?? Data()
    },
    isExecutable: { FileManager.default.isExecutableFile(atPath: $0) },
    remove: { path in
      guard FileManager.default.fileExists(atPath: path) else { return }
      try FileManager.default.removeItem(atPath: path)
    },
    stamp: { path in
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      #if os(Linux)
        let modified = status.st_mtim
      #else
        let modified = status.st_mtimespec
      #endif
      return "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    },
    link: { path, destination in
      var status = stat()
      if lstat(path, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFLNK else { throw POSIXError(.EEXIST) }
        guard unlink(path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      }
      guard let destination else { return }
      guard symlink(destination, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    },
    linkDestination: { path in try? FileManager.default.destinationOfSymbolicLink(atPath: path) }
  )
}
