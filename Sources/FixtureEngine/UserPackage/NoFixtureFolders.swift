/// The folders whose JSON is never a payload a test keeps, so fixtures are not looked for in them:
/// JSON that a tool wrote for itself.
/// - Documents Xcode writes: an asset catalog (`Assets.xcassets`, whose every folder holds a
///   `Contents.json`), a project, a workspace, a Core Data model, a playground.
/// - Documentation: a DocC catalog (`.docc`) or archive (`.doccarchive`), and an archive's
///   static-hosting output, whatever its folder is called (`metadata.json` beside `data/` and
///   `index/`).
/// - Dependencies fetched and build products: `DerivedData`, `node_modules`.
/// - At the package's root only, where a folder of that name holds no test's files: a generated
///   documentation site (`docs`, where jazzy writes `search.json`), `build`, `Pods`, `Carthage`.
///   Inside a test target such a name may be a model's (`Build`), so it is looked in there.
enum NoFixtureFolders {
  static let documentExtensions: Set<String> = [
    "xcassets", "xcodeproj", "xcworkspace", "xcdatamodeld", "xcdatamodel", "playground", "xcstickers", "docc",
    "doccarchive",
  ]
  static let names: Set<String> = ["deriveddata", "node_modules"]
  static let namesAtTheRoot: Set<String> = ["docs", "build", "pods", "carthage"]

  /// Whether the folder named `name` is one of these wherever it is.
  static func contains(folderNamed name: String) -> Bool {
    if names.contains(name.lowercased()) { return true }
    guard let dot = name.lastIndex(of: ".") else { return false }
    return documentExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// Whether the folder named `name` directly under a package's root is one of these.
  static func contains(rootFolderNamed name: String) -> Bool {
    contains(folderNamed: name) || namesAtTheRoot.contains(name.lowercased())
  }

  /// Whether a folder whose entries are `entries` is a DocC archive's static-hosting output.
  static func isDocumentationSite(holding entries: [String]) -> Bool {
    entries.contains("metadata.json") && entries.contains("data") && entries.contains("index")
  }
}
