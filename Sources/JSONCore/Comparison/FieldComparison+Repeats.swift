extension FieldComparison {
  /// Why the members of a key repeated in one object, after its first, are not compared.
  package static let repeatedKeyReason = "a repeat of an earlier key of this object: JSONDecoder reads the first"

  /// Every scalar of `value`, a member that repeats an earlier key of its object, as not
  /// compared: `JSONDecoder` reads only the first, so the model holds nothing of it.
  package static func notComparedRepeat(_ value: JSONValue, at path: JSONPath) -> [FieldComparison] {
    switch value {
    case .object(let object):
      object.members.flatMap { notComparedRepeat($0.value, at: path.appending(key: $0.key)) }
    case .array(let elements):
      elements.enumerated().flatMap { notComparedRepeat($1, at: path.appending(index: $0)) }
    default:
      [.notCompared(at: path, expected: value.compactText, reason: repeatedKeyReason)]
    }
  }
}
