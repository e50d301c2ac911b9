import JSONCore

extension ModelComparison {
  /// Which members of one object repeat an earlier member's key: those `JSONDecoder` never
  /// reads, so the model holds nothing of theirs to compare.
  struct RepeatedMembers {
    /// The keys met so far, kept only when the object has a repeat.
    private var seen: Set<String>?

    init(of object: JSONObject) {
      seen = object.duplicateKeys.isEmpty ? nil : []
    }

    /// Whether a member of `key`, met after the members before it, repeats one of them.
    mutating func isRepeat(_ key: String) -> Bool {
      guard seen != nil else { return false }
      return !seen!.insert(key).inserted
    }
  }
}
