import Synchronization
import WorkbenchContext

/// The JSON files under a fixture folder, as ``Workspace/fixtureFiles(in:)`` lists them: listed
/// again only when a folder of the tree changed (its stamp: a file added, removed or renamed in
/// it), so that a worker that learns one model after another lists the folders once. A listing
/// is kept only while every folder's stamp is settled (``SettledStamp``).
enum JSONFileListing {
  private struct Listed {
    var folders: [(path: String, stamp: String)]
    var files: [FixtureFile]
    var generation: Int
  }

  private static let listed = Mutex<(byRoot: [String: Listed], generations: Int)>(([:], 0))

  /// Every `.json` file under `root`, at most eight folders deep, leaving out hidden files and
  /// ``NoFixtureFolders``; a file in a `failing` folder is meant to fail.
  static func files(under root: String, files: FileSystem) -> [FixtureFile] {
    listing(under: root, files: files).files
  }

  /// ``files(under:files:)``, with the generation of the listing when it is kept: the same number
  /// as long as the same listing is, so that what is made of it can be kept as long.
  static func listing(under root: String, files: FileSystem) -> (files: [FixtureFile], generation: Int?) {
    if let kept = listed.withLock({ $0.byRoot[root] }), kept.folders.allSatisfy({ files.stamp($0.path) == $0.stamp }) {
      return (kept.files, kept.generation)
    }
    var folders: [(path: String, stamp: String)] = []
    var stamped = true
    let found = list(root, prefix: "", files: files, depth: 0) { folder in
      if let stamp = files.stamp(folder) { folders.append((folder, stamp)) } else { stamped = false }
    }
    guard stamped, folders.allSatisfy({ SettledStamp.isSettled($0.stamp) }) else {
      // What was kept is stale, even should the folders' stamps come back as they were.
      listed.withLock { _ = $0.byRoot.removeValue(forKey: root) }
      return (found, nil)
    }
    let generation = listed.withLock { kept in
      kept.generations += 1
      kept.byRoot[root] = Listed(folders: folders, files: found, generation: kept.generations)
      return kept.generations
    }
    return (found, generation)
  }

  private static func list(
    _ folder: String, prefix: String, files: FileSystem, depth: Int, visiting: (String) -> Void
  ) -> [FixtureFile] {
    // Stamped before it is read: a file added while it is read changes the stamp kept.
    visiting(folder)
    guard depth < 8, let names = try? files.list(folder),
      depth == 0 || !NoFixtureFolders.isDocumentationSite(holding: names)
    else { return [] }
    var found: [FixtureFile] = []
    for name in names where !name.hasPrefix(".") {
      let full = folder + "/" + name
      let relative = prefix + name
      if files.isDirectory(full) {
        if NoFixtureFolders.contains(folderNamed: name) { continue }
        found += list(full, prefix: relative + "/", files: files, depth: depth + 1, visiting: visiting)
      } else if name.hasSuffix(".json") {
        // In a `failing` folder anywhere above it.
        let meantToFail = ("/" + relative).contains("/failing/")
        found.append(FixtureFile(name: relative, path: full, isMeantToFail: meantToFail))
      }
    }
    return found
  }
}
