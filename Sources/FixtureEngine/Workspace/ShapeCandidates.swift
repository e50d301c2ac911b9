import JSONCore
import ModelProbe

/// Which models a payload may fit, by its top-level keys against each model's key tree: the
/// likely ones are those that read one of its keys, or whose keys cannot be known (a dictionary,
/// a tree not learned); the others read none of its keys, or cannot take its kind of value.
struct ShapeCandidates {
  /// The positions of the models that may read the payload's keys, in the models' order.
  var likely: [Int] = []
  /// The positions of the others, in the models' order.
  var others: [Int] = []

  init(_ payload: JSONValue, models: [WorkspaceModel]) {
    let trees = SpreadOverLanes.map(Array(models.indices)) { position, lane in models[position].keyTree(lane: lane) }
    for (position, tree) in trees.enumerated() {
      if Self.mayRead(payload, as: tree.root) {
        likely.append(position)
      } else {
        others.append(position)
      }
    }
  }

  /// Whether a model whose root is `root` may read one of `payload`'s keys or values.
  private static func mayRead(_ payload: JSONValue, as root: SchemaType) -> Bool {
    switch (payload, root) {
    case (_, .unknown), (_, .recursive): return true
    case (.object(let object), .object(_, let fields)):
      // Keys match whatever their case style, so that a model read with another key strategy
      // (`accountId` for `account_id`) is still a likely one.
      let keys = Set(object.keys.map(Self.folded))
      return fields.contains { keys.contains(Self.folded($0.key)) }
    case (.object(let object), .dictionary(let value)):
      return object.members.first.map { mayRead($0.value, as: value) } ?? true
    case (.object, _): return false
    case (.array(let elements), .array(let element)): return elements.first.map { mayRead($0, as: element) } ?? true
    case (.array, _): return false
    case (_, .object), (_, .dictionary), (_, .array): return false
    default: return true
    }
  }

  /// `key` in lower case without `_` and `-`: `account_id`, `accountId` and `account-id` are one.
  static func folded(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
  }
}
