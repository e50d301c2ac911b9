/// What a file whose name ends in a plural after other words is a list of, as a person reads it:
/// `audiobook_chapters` is an audiobook's chapters, not the audiobook; `user_repos` a user's
/// repositories (``AssignmentRule/ID/pluralName``).
package struct ListSubject: Sendable, Hashable {
  /// The last word of the name, as written (`chapters`).
  package let word: String
  /// Its singular forms, one of which a model's name holds (`chapter`).
  package let singulars: [String]

  /// The subject of `stem`, a file's name without its extension, when it ends in a plural after
  /// other words (a trailing number aside: `show_episodes_2`); `nil` otherwise.
  package init?(stem: String) {
    var words = NameWords.words(stem).map { $0.lowercased() }
    while let last = words.last, last.allSatisfy(\.isNumber) { words.removeLast() }
    guard words.count >= 2, let last = words.last else { return nil }
    let singulars = ModelNameIndex.singulars(of: last)
    guard !singulars.isEmpty else { return nil }
    word = last
    self.singulars = singulars
  }

  /// Whether `modelName` is a list or an envelope of one parameter (`[SimplifiedChapter]`,
  /// `Page<SimplifiedChapter>`) of a model whose name holds the subject's word.
  package func isList(_ modelName: String) -> Bool {
    guard let element = Self.element(of: modelName) else { return false }
    let words = Set(NameWords.words(element).map { $0.lowercased() })
    return singulars.contains { words.contains($0) }
  }

  /// The element of a list, or the one argument of a generic type; `nil` for any other name.
  package static func element(of modelName: String) -> String? {
    if modelName.hasPrefix("["), modelName.hasSuffix("]"), !modelName.contains(":") {
      return String(modelName.dropFirst().dropLast())
    }
    guard let open = modelName.firstIndex(of: "<"), modelName.hasSuffix(">") else { return nil }
    let argument = modelName[modelName.index(after: open)..<modelName.index(before: modelName.endIndex)]
    return argument.contains(",") ? nil : String(argument)
  }
}
