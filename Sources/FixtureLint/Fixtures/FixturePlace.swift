import FixtureEngine

/// Where a fixture sits, in the terms lint reports: its path relative to the workspace folder and,
/// for a fixture meant to fail, the manifest that records where it fails.
struct FixturePlace: Sendable, Hashable {
  /// `Fixtures/failing/index-as-string.json`.
  var file: String
  /// The manifest of the nearest `failing` folder above the fixture, for a fixture meant to fail.
  var manifest: ManifestPlace?
  /// The fixture's name in that manifest: its path relative to the `failing` folder.
  var nameInManifest: String?

  init(_ fixture: FixtureFile, in workspace: Workspace) {
    let folder = workspace.fixtureFolders.first { workspace.path($0) + "/" + fixture.name == fixture.path }
      .map(Self.withoutTrailingSlash)
    file = folder.map { $0 + "/" + fixture.name } ?? fixture.path
    let components = fixture.name.split(separator: "/").map(String.init)
    guard let failing = components.dropLast().lastIndex(of: "failing") else { return }
    let inFolder = components[...failing].joined(separator: "/") + "/" + ExpectedFailureManifest.fileName
    let path = String(fixture.path.dropLast(fixture.name.count)) + inFolder
    manifest = ManifestPlace(path: path, file: folder.map { $0 + "/" + inFolder } ?? path)
    nameInManifest = components[(failing + 1)...].joined(separator: "/")
  }

  static func withoutTrailingSlash(_ folder: String) -> String {
    folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }
}

/// A manifest's absolute path and its path relative to the workspace folder.
struct ManifestPlace: Sendable, Hashable, Comparable {
  var path: String
  var file: String

  static func < (lhs: ManifestPlace, rhs: ManifestPlace) -> Bool { lhs.path < rhs.path }
}
