import JSONFragment

/// A model's key tree, learned from its `Decodable` conformance alone, and what could not be learned.
public struct ModelSchema: Sendable, Hashable, Codable {
  /// A part of the model the discovery could not describe, and why.
  public struct Gap: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where in the key tree.
    public var path: JSONPath
    /// Why, in plain words.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
  }

  /// The model's name.
  public var name: String
  /// The root type, usually an object.
  public var root: SchemaType
  /// What could not be learned.
  public var unlearned: [Gap]
  /// The raw-value enums of the model, by ``EnumDetail/typeName``: what Swift code needs to
  /// name their cases.
  public var enums: [String: EnumDetail] = [:]
  /// Where the model's own code stopped the worker while it was being learned; what was learned
  /// before that is in ``root``.
  public var findings: [ModelFinding] = []
  /// The fixture whose values the model was given while it was learned (placeholders stood in
  /// where it has none); `nil` when it was learned from placeholders alone.
  public var learnedFrom: String?

  /// Every field with its path, depth first, as a flat list (array elements appear as `[0]`).
  public var fieldPaths: [(path: JSONPath, field: SchemaField)] {
    var rows: [(JSONPath, SchemaField)] = []
    func walk(_ type: SchemaType, _ path: JSONPath) {
      switch type {
      case .object(_, let fields):
        for field in fields {
          let fieldPath = path.appending(key: field.key)
          rows.append((fieldPath, field))
          walk(field.type, fieldPath)
        }
      case .array(let element):
        walk(element, path.appending(index: 0))
      case .dictionary(let value):
        walk(value, path.appending(key: "<key>"))
      default:
        break
      }
    }
    walk(root, .root)
    return rows
  }
}
