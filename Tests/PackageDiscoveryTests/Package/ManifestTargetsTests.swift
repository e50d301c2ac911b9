import PackageDiscovery
import Testing

/// What `swift package describe --type json` says of each target.
struct ManifestTargetsTests {
  static let described = #"""
    {"name": "Weather", "targets": [
      {"name": "CRounding", "c99name": "CRounding", "type": "library", "module_type": "ClangTarget", "path": "Sources/CRounding"},
      {"name": "WeatherModels", "c99name": "WeatherModels", "type": "library", "module_type": "SwiftTarget", "path": "Sources/WeatherModels", "target_dependencies": ["CRounding"]}
    ], "products": [], "dependencies": []}
    """#

  @Test func aCTargetIsALibraryTargetButNotASwiftOne() throws {
    let manifest = try PackageManifest(describeJSON: Array(Self.described.utf8))
    #expect(manifest.libraryTargets.map(\.name) == ["CRounding", "WeatherModels"])
    #expect(manifest.libraryTargets.filter(\.isSwift).map(\.name) == ["WeatherModels"])
  }
}
