import Foundation

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

  /// A file system made of its parts.
  public init(
    read: @escaping @Sendable (String) throws -> Data,
    replace: @escaping @Sendable (String, Data) throws -> Void,
    exists: @escaping @Sendable (String) -> Bool,
    isDirectory: @escaping @Sendable (String) -> Bool,
    list: @escaping @Sendable (String) throws -> [String],
    createDirectory: @escaping @Sendable (String) throws -> Void
  ) {
    self.read = read
    self.replace = replace
    self.exists = exists
    self.isDirectory = isDirectory
    self.list = list
    self.createDirectory = createDirectory
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
    createDirectory: { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) }
  )
}

/// Writes a file so that readers see either the old contents or the new, never a part: the data
/// goes to a temporary file in the same folder, is flushed to disk, takes the old file's
/// permissions, and is renamed over the target in one step.
enum AtomicFileWriter {
  static func write(_ data: Data, to path: String) throws {
    let target = URL(fileURLWithPath: path)
    let temporary = target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var failure: Int32 = 0
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
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
}
