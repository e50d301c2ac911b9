import FixtureEngine
import Foundation
import WorkbenchContext

extension InMemoryFileSystem {
  /// Memory holding a copy of the fixture files of `registry`'s workspaces, at their own paths,
  /// so the effect interpreter lists and reads them without touching the disk.
  static func copyingFixtures(of registry: WorkspaceRegistry) -> InMemoryFileSystem {
    var files: [String: Data] = [:]
    for workspace in registry.workspaces {
      for folder in workspace.fixtureFolders {
        let root = workspace.path(folder)
        guard let names = FileManager.default.subpaths(atPath: root) else { continue }
        for name in names where name.hasSuffix(".json") {
          files[root + "/" + name] = FileManager.default.contents(atPath: root + "/" + name)
        }
      }
    }
    return InMemoryFileSystem(files)
  }
}
