/// The folders Xcode writes as documents of its own: an asset catalog (`Assets.xcassets`, whose
/// every folder holds a `Contents.json`), a project, a workspace, a Core Data model, a
/// playground. The JSON inside them describes the document to Xcode; it is never a payload, so
/// fixtures are not looked for in them.
enum XcodeDocuments {
  static let extensions: Set<String> = [
    "xcassets", "xcodeproj", "xcworkspace", "xcdatamodeld", "xcdatamodel", "playground", "xcstickers",
  ]

  /// Whether the folder named `name` is such a document.
  static func contains(folderNamed name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }
}
