import JSONCore

/// Keys the model's decoding of this payload never read, by its trace, though a property was
/// learned for their path from other payloads (where another branch of the model read them): the
/// model holds nothing of them here, so they are not compared, where the property's `nil` would
/// have been a mismatch.
enum UnreadInThisPayload {
  /// `results` with each mismatch at or under a key of `unread` as not compared.
  static func marking(_ results: [FieldComparison], unread: [JSONPath]) -> [FieldComparison] {
    guard !unread.isEmpty else { return results }
    let keys = Set(unread)
    return results.map { result in
      guard result.verdict == .mismatch, isUnder(result.path, keys) else { return result }
      return .notCompared(at: result.path, expected: result.expected, reason: ModelComparison.doesNotReadReason)
    }
  }

  private static func isUnder(_ path: JSONPath, _ keys: Set<JSONPath>) -> Bool {
    var ancestor = JSONPath.root
    for component in path.components {
      ancestor.components.append(component)
      if keys.contains(ancestor) { return true }
    }
    return false
  }
}
