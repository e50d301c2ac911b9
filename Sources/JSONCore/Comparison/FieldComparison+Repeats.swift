extension FieldComparison {
  /// Why the members of a key repeated in one object, after its first, are not compared.
  package static let repeatedKeyReason = "a repeat of an earlier key of this object: JSONDecoder reads the first"

  /// Every scalar of `value`, a member that repeats an earlier key of its object, as not
  /// compared: `JSONDecoder` reads only the first, so the model holds nothing of it.
  package static func notComparedRepeat(_ value: JSONValue, at path: JSONPath) -> [FieldComparison] {
    notCompared(value, at: path, reason: repeatedKeyReason)
  }

  /// Every scalar of `value`, at `path`, as not compared, for `reason`.
  package static func notCompared(_ value: JSONValue, at path: JSONPath, reason: String) -> [FieldComparison] {
    switch value {
    case .object(let object):
      object.members.flatMap { notCompared($0.value, at: path.appending(key: $0.key), reason: reason) }
    case .array(let elements):
      elements.enumerated().flatMap { notCompared($1, at: path.appending(index: $0), reason: reason) }
    default:
      [.notCompared(at: path, expected: value.compactText, reason: reason)]
    }
  }
}
