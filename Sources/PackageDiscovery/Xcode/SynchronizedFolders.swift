import WorkbenchContext

/// The folders Xcode keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`, Xcode 16):
/// every file under one belongs to the targets that name it, except those an exception set of the
/// target lists (`membershipExceptions`). Swift files are its sources, the rest its resources.
struct SynchronizedFolders {
  let objects: PBXObjects
  let paths: PBXPaths
  let files: FileSystem

  /// The folder is read only this deep: a project's folder is no place for deeper trees.
  static let deepest = 12

  func files(of target: PBXObject) -> (sources: [String], resources: [String]) {
    var sources: [String] = []
    var resources: [String] = []
    for group in target.strings("fileSystemSynchronizedGroups").compactMap({ objects[$0] }) {
      guard let folder = paths.path(of: group.identifier) else { continue }
      let excluded = Set(
        group.strings("exceptions").compactMap { objects[$0] }
          .filter { $0.string("target") == target.identifier }
          .flatMap { $0.strings("membershipExceptions") })
      for file in listed(folder, depth: 0) {
        let relative = String(file.dropFirst(folder == "." ? 0 : folder.count + 1))
        guard !excluded.contains(relative) else { continue }
        if file.hasSuffix(".swift") { sources.append(file) } else { resources.append(file) }
      }
    }
    return (sources, resources)
  }

  private func listed(_ folder: String, depth: Int) -> [String] {
    guard depth < Self.deepest, let names = try? files.list(absolute(folder)) else { return [] }
    return names.filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
      let path = PBXPaths.joined(folder, name)
      return files.isDirectory(absolute(path)) ? listed(path, depth: depth + 1) : [path]
    }
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : PBXPaths.joined(paths.folderPath, path)
  }
}
