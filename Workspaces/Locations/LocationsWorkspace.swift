import FixtureEngine

extension Workspace {
  /// Map locations with optional names and addresses, the reflection article's example.
  public static let locations = Workspace(
    "Locations", summary: "Location with optional fields and a nested Address", sourceFile: #filePath,
    exports: "../../Tests/GeneratedExportsTests/Locations",
    models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
}
