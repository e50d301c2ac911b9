import FixtureEngine

extension Workspace {
  /// The adapter article's `DataModel`.
  public static let catalog = Workspace(
    "Catalog", summary: "DataModel with an id and a name", sourceFile: #filePath,
    exports: "../../Tests/GeneratedExportsTests/Catalog",
    models: [.fragment(DataModelFragment.self)])
}
