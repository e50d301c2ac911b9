import FixtureEngine
import ModelAdapter

extension Workspace {
  /// Models as real apps write them: inits that trap or never return, a payload decoded by its
  /// `type` or its `kind`, a generic envelope, dates in two strategies, data, dictionaries and nested arrays.
  /// None of them may take the workbench down.
  public static let wild = Workspace(
    "Wild", summary: "models that trap, hang, branch on a type, wrap pages and carry dates", sourceFile: #filePath,
    exports: "../../Tests/GeneratedExportsTests/Wild",
    models: [
      .model(Station.self, decoding: DecodingOptions(dates: .secondsSince1970)),
      .model(Reading.self),
      .model(FeedCursor.self),
      .model(Post.self),
      .model(Notice.self),
      .model(Page<Forecast>.self, decoding: DecodingOptions(dates: .iso8601)),
      .model(Forecast.self, decoding: DecodingOptions(dates: .iso8601)),
    ])
}
