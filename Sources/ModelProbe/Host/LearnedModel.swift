/// What the engine learns about a model once: its key tree and which property each key feeds.
public struct LearnedModel: Sendable, Hashable, Codable {
  /// The key tree, with any stop made while learning it.
  public var schema: ModelSchema
  /// Which property each key feeds.
  public var map: PropertyMap

  /// A learned model made of its parts.
  public init(schema: ModelSchema, map: PropertyMap) {
    self.schema = schema
    self.map = map
  }
}
