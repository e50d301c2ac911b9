import JSONCore
import ModelProbe

/// A model's key tree as it was before a change of the model broke a fixture that decoded, kept
/// across builds: the schema "before", which `lint --fix` holds against the schema after the
/// change to tell a renamed key from a new one.
package struct KeptSchema: Codable, Sendable, Equatable {
  /// The build of the launcher (and the model's decoding) the tree was learned in.
  package var build: String
  /// The key tree.
  package var schema: ModelSchema
  /// The model's fixtures that decoded in that build, by path.
  package var decoding: [String]
  /// Which stored property read each key in that build, when it was learned: a property that
  /// reads another key after the change renamed its key.
  package var map: PropertyMap?

  package init(build: String, schema: ModelSchema, decoding: [String], map: PropertyMap? = nil) {
    self.build = build
    self.schema = schema
    self.decoding = decoding
    self.map = map
  }
}

/// What a lint (FixtureLint's `Workspace.lint(in:)`) reads of a kept key tree
/// on every run: the build it was learned in and the fixtures that decoded then. Kept apart from
/// the trees, which only `lint --fix` reads, so that a lint reads a small file.
package struct KeptSchemaState: Codable, Sendable, Equatable {
  /// The build of the launcher (and the model's decoding) the tree was learned in.
  package var build: String
  /// The model's fixtures that decoded in that build, by path.
  package var decoding: [String]
  /// Whether the key-to-property map was learned with the tree; `nil` in a state kept before
  /// maps were, whose tree is learned again with its map while its fixtures decode.
  package var learnedTheMap: Bool?
  /// The tree's CodingKeys that its key strategy never reads (`ModelSchema.unreadableKeys`);
  /// `nil` in a state kept before they were.
  package var unreadableKeys: [JSONPath]?
  /// The tree's optional keys beside which a fixture it was kept with leaves a key of the same
  /// words unread (`userId` beside `user_id`): the keys a lint looks at for one spelled otherwise,
  /// set by the lint that keeps the state; `nil` in a state kept before they were.
  package var twinCandidates: [JSONPath]?

  /// The state of `kept`.
  package init(_ kept: KeptSchema) {
    build = kept.build
    decoding = kept.decoding
    learnedTheMap = kept.map != nil
    unreadableKeys = kept.schema.unreadableKeys
  }
}
