import ModelProbe

/// What was learned of a workspace's models kept between runs, under each model's name with a
/// digest of the fixtures it was learned over: a model whose fixtures did not change is not
/// learned again.
package typealias LearnedCache = CacheFile<KeptLearning>

/// What was learned of one model, as kept.
package struct KeptLearning: Codable, Sendable, Equatable {
  /// The digest of the names and bytes of the fixtures it was learned over.
  var samples: String
  /// Its key tree, when it was learned.
  var tree: ModelSchema?
  /// Its key tree and key-to-property map, when they were learned.
  var learned: LearnedModel?
}
