import Foundation

/// The files a watch looks at under a folder, each with its stamp (size and modification time):
/// two snapshots that differ name the files that changed. Folders whose name starts with a dot
/// (`.build`, `.git`) are left out, and so are files of other kinds than `extensions`.
public struct WatchedFiles: Equatable, Sendable {
  /// Each file's path, relative to the root, and its stamp.
  public private(set) var stamps: [String: String]

  /// The files under `root` whose name ends with one of `extensions` (or is one of `names`), as
  /// `files` has them now.
  public init(
    root: String, extensions: Set<String> = Self.sourceAndFixtureExtensions, names: Set<String> = [],
    files: FileSystem
  ) {
    var stamps: [String: String] = [:]
    func walk(_ folder: String, relative: String) {
      guard let entries = try? files.list(folder) else { return }
      for name in entries where !name.hasPrefix(".") {
        let path = folder + "/" + name
        let entry = relative.isEmpty ? name : relative + "/" + name
        if files.isDirectory(path) {
          walk(path, relative: entry)
        } else if names.contains(name) || extensions.contains(Self.fileExtension(of: name)),
          let stamp = files.stamp(path)
        {
          stamps[entry] = stamp
        }
      }
    }
    walk(root, relative: "")
    self.stamps = stamps
  }

  /// A snapshot of the given stamps.
  public init(stamps: [String: String]) {
    self.stamps = stamps
  }

  /// What a package's models, its manifest, its configuration, its fixtures and its server's
  /// contract (an OpenAPI document) are made of.
  public static let sourceAndFixtureExtensions: Set<String> = ["swift", "json", "txt", "yaml", "yml"]

  /// Takes `path`'s stamp from `other` (or its absence): a file the watcher itself wrote.
  public mutating func adopt(_ path: String, from other: WatchedFiles) {
    stamps[path] = other.stamps[path]
  }

  /// The files added, removed or changed since `earlier`, sorted.
  public func changes(since earlier: WatchedFiles) -> [String] {
    let paths = Set(stamps.keys).union(earlier.stamps.keys)
    return paths.filter { stamps[$0] != earlier.stamps[$0] }.sorted()
  }

  private static func fileExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
