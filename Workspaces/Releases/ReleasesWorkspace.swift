import FixtureEngine
import ModelAdapter

extension Workspace {
  /// A realistic API: snake_case keys, ISO 8601 dates, URLs, enums, nested objects and arrays.
  /// No fragments were written for it: the engine learns its keys from the types.
  public static let releases = Workspace(
    "Releases", summary: "Release with an author and assets, snake_case keys and ISO 8601 dates", sourceFile: #filePath,
    exports: "../../Tests/GeneratedExportsTests/Releases",
    models: [
      .model(Release.self, decoding: DecodingOptions(dates: .iso8601)),
      .model(Account.self),
      .model(Asset.self, decoding: DecodingOptions(dates: .iso8601)),
    ])
}
