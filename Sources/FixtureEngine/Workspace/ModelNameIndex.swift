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
    self.positions = positions
  }

  /// The position of the model with the longest key that `stem`'s words begin with.
  func position(namedBy stem: String) -> Int? {
    var found: Int?
    for key in NameWords.leadingKeys(stem).sorted(by: { $0.count > $1.count }) {
      if let position = positions[key] {
        found = position
        break
      }
    }
    return found
  }
}
