import JSONCore

/// One change to a fixture's text, named by JSON paths; ``FixtureTextEditor`` makes it in the
/// bytes, leaving every other byte as it was.
enum FixtureEdit: Sendable, Hashable {
  /// The member at the path keeps its value and place under another key.
  case renameKey(JSONPath, to: String)
  /// The value at the path becomes this JSON text.
  case replaceValue(JSONPath, with: String)
  /// The object at the path gets a last member, whose value is this JSON text.
  case insertMember(object: JSONPath, key: String, value: String)
  /// The object at the path gets a last member holding a new object of these members, laid out
  /// as the object's own members are, one level deeper.
  case insertObject(object: JSONPath, key: String, members: [Member])
  /// The member at the path goes, with its comma.
  case removeMember(JSONPath)

  /// A member of an object an edit writes: its key, and its value's JSON text.
  struct Member: Sendable, Hashable {
    var key: String
    var text: String
  }
}
