import WorkbenchContext

extension XcodeProject {
  /// What stands for a project where there is none to read (a pod, a folder of models with no
  /// manifest, a project the reader does not understand): one library target, named after the
  /// first of `sources`, that holds every Swift file under those folders (relative to `folder`,
  /// the project's folder), read through `files`.
  /// - Throws: ``XcodeProjectError`` naming a folder that does not exist, or holds no Swift file.
  public init(sources: [String], folder: String, files: FileSystem) throws(XcodeProjectError) {
    var swiftFiles: [String] = []
    for source in sources {
      let trimmed = source.hasSuffix("/") && source.count > 1 ? String(source.dropLast()) : source
      let relative = trimmed == "." ? "" : trimmed
      let absolute = relative.isEmpty ? folder : PBXPaths.joined(folder, relative)
      guard files.isDirectory(absolute) else {
        throw XcodeProjectError(path: absolute, reason: "is no folder: name a folder of Swift files")
      }
      let found = Self.swiftFiles(under: relative, in: folder, files: files, depth: 0)
      guard !found.isEmpty else { throw XcodeProjectError(path: absolute, reason: "holds no Swift file") }
      swiftFiles += found.filter { !swiftFiles.contains($0) }
    }
    let first = sources.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
    let named = first.isEmpty || first == "." ? String(folder.split(separator: "/").last ?? "Models") : first
    let module = Self.c99Identifier(named)
    self.name = module
    self.folder = folder
    self.packages = []
    self.targets = [
      Target(
        name: module, kind: .library, moduleName: module, sources: swiftFiles.sorted(), resources: [],
        dependencies: [], packageProducts: [])
    ]
  }

  /// The Swift files under `relative` (a folder of `folder`), by their paths relative to `folder`,
  /// less those of `.build` and hidden folders, no deeper than ``SynchronizedFolders/deepest``.
  private static func swiftFiles(under relative: String, in folder: String, files: FileSystem, depth: Int)
    -> [String]
  {
    let absolute = relative.isEmpty ? folder : PBXPaths.joined(folder, relative)
    guard depth < SynchronizedFolders.deepest, let names = try? files.list(absolute) else { return [] }
    return names.filter { !$0.hasPrefix(".") }.sorted().flatMap { name -> [String] in
      let path = relative.isEmpty ? name : relative + "/" + name
      if files.isDirectory(PBXPaths.joined(folder, path)) {
        return swiftFiles(under: path, in: folder, files: files, depth: depth + 1)
      }
      return name.hasSuffix(".swift") && name != "Package.swift" ? [path] : []
    }
  }
}
