import Foundation
import WorkbenchContext

/// Where this package's source is, for a launcher to depend on it by path: recorded by
/// `./dev install` in `.workbench-source` beside the installed binary, or (for a binary run from
/// its build folder) the clone that built it.
enum WorkbenchSource {
  /// The name of the file beside the installed binary that holds the clone's path.
  static let recordName = ".workbench-source"

  /// The clone's folder, or `nil` when neither a record nor a build folder says where it is.
  static func root(executable: String?, environment: [String: String], files: FileSystem) -> String? {
    if let explicit = environment["WORKBENCH_SOURCE"], isWorkbench(explicit, files: files) { return explicit }
    guard let executable else { return nil }
    let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    if let data = try? files.read(folder.appendingPathComponent(recordName).path) {
      let recorded = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if isWorkbench(recorded, files: files) { return recorded }
    }
    var candidate = folder
    while candidate.path != "/" {
      if candidate.lastPathComponent == ".build" {
        let root = candidate.deletingLastPathComponent().path
        return isWorkbench(root, files: files) ? root : nil
      }
      candidate = candidate.deletingLastPathComponent()
    }
    return nil
  }

  /// Whether the package at `root` is Fixture Workbench itself.
  static func isWorkbench(_ root: String, files: FileSystem) -> Bool {
    guard let manifest = try? files.read(root + "/Package.swift") else { return false }
    return String(decoding: manifest, as: UTF8.self).contains("name: \"FixtureWorkbench\"")
      && files.isDirectory(root + "/Sources/FixtureWorkbench")
  }
}
