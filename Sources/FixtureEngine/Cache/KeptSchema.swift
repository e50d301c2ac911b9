import ModelProbe

/// A model's key tree as it was the last time every fixture of the model decoded, kept across
/// builds: the schema "before" a change of the model, which `lint --fix` holds against the
/// schema after it to tell a renamed key from a new one.
package struct KeptSchema: Codable, Sendable, Equatable {
  /// The build of the launcher (and the model's decoding) the tree was learned in.
  package var build: String
  /// The key tree.
  package var schema: ModelSchema

  package init(build: String, schema: ModelSchema) {
    self.build = build
    self.schema = schema
  }
}
