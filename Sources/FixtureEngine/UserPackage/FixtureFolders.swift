import WorkbenchContext

/// Where a package keeps its fixtures when no configuration says: anywhere in a test target's
/// folder (its own path from the manifest, a custom `path:` included) that holds `.json` files,
/// at any depth: `Tests/ClientTests/Fixtures`, `Client/ClientTests/json`, `Client/ClientTests/Mocks`.
/// The test target's folder is then the one fixture folder, and the folders inside it only group
/// fixtures, unless one is named after a model (``Workspace/fixtureFoldersFound``).
enum FixtureFolders {
  /// How deep below a test target `.json` files are looked for.
  static let depth = 8

  /// The fixture folders of the test target at `testFolder` (relative to `root`), relative to
  /// `root`; `nil` when it holds no `.json` file.
  static func found(in testFolder: String, root: String, files: FileSystem) -> [String]? {
    holdsJSON(root + "/" + testFolder, files: files, depth: depth) ? [testFolder] : nil
  }

  /// The folders directly under the package's root or its `Tests/` that hold `.json` files and are
  /// no target's, nor hold one (`Tests/Fixtures`, `Tests/Test Vectors`, `Data`: tests reach them
  /// through `#filePath`), relative to `root`, in name order. `Sources`, hidden folders and
  /// ``NoFixtureFolders`` are not looked in.
  static func loose(root: String, targetFolders: [String], files: FileSystem) -> [String] {
    let targets = targetFolders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    let looseIn = { (parent: String) -> [String] in
      let names = (try? files.list(parent.isEmpty ? root : root + "/" + parent)) ?? []
      return names.sorted().compactMap { name in
        let folder = parent.isEmpty ? name : parent + "/" + name
        guard !name.hasPrefix("."), !["Sources", "Tests"].contains(folder),
          !(parent.isEmpty
            ? NoFixtureFolders.contains(rootFolderNamed: name) : NoFixtureFolders.contains(folderNamed: name)),
          files.isDirectory(root + "/" + folder),
          !targets.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") || folder.hasPrefix($0 + "/") }),
          holdsJSON(root + "/" + folder, files: files, depth: depth)
        else { return nil }
        return folder
      }
    }
    return looseIn("") + looseIn("Tests")
  }

  private static func holdsJSON(_ folder: String, files: FileSystem, depth: Int) -> Bool {
    guard depth > 0, let names = try? files.list(folder), !NoFixtureFolders.isDocumentationSite(holding: names) else {
      return false
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      if files.isDirectory(path) {
        if NoFixtureFolders.contains(folderNamed: name) { continue }
        if holdsJSON(path, files: files, depth: depth - 1) { return true }
      } else if name.hasSuffix(".json") {
        return true
      }
    }
    return false
  }
}
