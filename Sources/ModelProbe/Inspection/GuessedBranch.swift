import JSONCore
import JSONTrace

/// When a discriminator holds a value that is no case (`"type": "video"`), the tracer hands the
/// model a case it must guess to go on, and that case reads keys of its own (`width`, `height`):
/// their failures say nothing of the payload. This keeps the discriminator's failure and drops
/// those of keys that only some branches read, in that object.
enum GuessedBranch {
  static func withoutGuesses(_ failures: [FieldFailure], schema: ModelSchema) -> [FieldFailure] {
    var guessed: [JSONPath: Set<String>] = [:]
    for failure in failures where failure.kind == .unknownEnumValue {
      let object = failure.path.parent
      guard case .key(let key)? = failure.path.components.last,
        let branching = schema.branchings.first(where: {
          $0.object == object.withIndexesZeroed && $0.discriminator == key
        })
      else { continue }
      let all = branching.branches.map { Set($0.keys) }
      let shared = all.dropFirst().reduce(all.first ?? []) { $0.intersection($1) }
      guessed[object, default: []].formUnion(all.reduce(Set<String>()) { $0.union($1) }.subtracting(shared))
    }
    guard !guessed.isEmpty else { return failures }
    return failures.filter { failure in
      !guessed.contains { object, keys in
        guard failure.path.components.count > object.components.count,
          failure.path.components.starts(with: object.components),
          case .key(let key) = failure.path.components[object.components.count]
        else { return false }
        return keys.contains(key)
      }
    }
  }
}
