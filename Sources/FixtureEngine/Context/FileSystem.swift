import Foundation
import JSONFragment

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

  /// A file system made of its parts.
  public init(
    read: @escaping @Sendable (String) throws -> Data,
    replace: @escaping @Sendable (String, Data) throws -> Void,
    exists: @escaping @Sendable (String) -> Bool,
    isDirectory: @escaping @Sendable (String) -> Bool,
    list: @escaping @Sendable (String) throws -> [String],
    createDirectory: @escaping @Sendable (String) throws -> Void,
    size: (@Sendable (String) throws -> Int)? = nil
  ) {
    self.read = read
    self.replace = replace
    self.exists = exists
    self.isDirectory = isDirectory
    self.list = list
    self.createDirectory = createDirectory
    self.size = size ?? { path in try read(path).count }
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
    }
  )
}
