/// A workspace's models by the words of their names, worked out once per model: what a file
/// name is matched against (``Workspace/modelNamed(byFileName:)``), with no model's name read again.
struct ModelNameIndex: Sendable {
  /// The position of the first model whose name, or type's name, runs together to the key
  /// (`lineitem` for `LineItem`; `orderstate` for `Order.State`, which is also `state`).
  private let positions: [String: Int]

  init(_ models: [WorkspaceModel]) {
    var positions: [String: Int] = [:]
    for (position, model) in models.enumerated() {
      for name in [model.name, model.typeName] {
        let key = NameWords.key(name)
        if !key.isEmpty && positions[key] == nil { positions[key] = position }
      }
    }
    // A nested type by its own name too (`reminder` for `Agenda.Reminder`), where no other model
    // has that name (`Budget.Settings` beside `CategoryGroup.Settings` is neither's).
    let ownNames = models.enumerated().compactMap { position, model -> (key: String, position: Int)? in
      guard !model.typeName.contains("<"), let own = model.typeName.split(separator: ".").last,
        own.count < model.typeName.count
      else { return nil }
      return (NameWords.key(String(own)), position)
    }
    let owners = Dictionary(grouping: ownNames, by: \.key)
    for (key, named) in owners where !key.isEmpty && named.count == 1 && positions[key] == nil {
      positions[key] = named[0].position
    }
    self.positions = positions
  }

  /// The position of the model with the longest key that `stem`'s words begin with, whether the
  /// stem names it in the plural (`tickets` for `Ticket`: a list of them), and whether every word
  /// of the stem is the model's (`token`, not `token-error-response`, for `Token`).
  func position(namedBy stem: String) -> (position: Int, plural: Bool, whole: Bool)? {
    let words = NameWords.words(stem).map { $0.lowercased() }
    for end in words.indices.reversed() {
      let key = words[...end].joined()
      let whole = end == words.count - 1
      if let position = positions[key] { return (position, false, whole) }
      for singular in Self.singulars(of: words[end]) {
        if let position = positions[words[..<end].joined() + singular] { return (position, true, whole) }
      }
    }
    return nil
  }

  /// What a plural word may be the plural of: `tickets` of `ticket`, `categories` of `category`,
  /// `addresses` of `address`.
  static func singulars(of word: String) -> [String] {
    guard word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss") else { return [] }
    var found: [String] = []
    if word.hasSuffix("ies") { found.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("es") { found.append(String(word.dropLast(2))) }
    found.append(String(word.dropLast()))
    return found
  }
}
