import JSONCore

/// A model's key tree, learned from its `Decodable` conformance alone, and what could not be learned.
public struct ModelSchema: Sendable, Hashable, Codable {
  /// A part of the model the discovery could not describe, and why.
  public struct Gap: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where in the key tree.
    public var path: JSONPath
    /// Why, in plain words.
    public var reason: String

    public var description: String { "\(path): \(reason)" }

    /// A gap at `path`, for `reason`.
    package init(path: JSONPath, reason: String) {
      self.path = path
      self.reason = reason
    }
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
  public var stops: [ModelStop] = []
  /// The fixture whose values the model was given while it was learned (placeholders stood in
  /// where it has none); `nil` when it was learned from placeholders alone.
  public var learnedFrom: String?
  /// The objects whose keys depend on the value of one of their keys (a discriminator), with the
  /// keys each value leads to: every branch of a polymorphic model.
  public var branchings: [Branching] = []
  /// The arrays the model reads by position (`[1710201600, 18.2]` as a time and a value), arrays
  /// at `[0]`: their elements after the first are of other types than the one ``root`` names.
  public var positionalArrays: [JSONPath] = []
  /// The type of each element after the first of an array read by position, by its path in the
  /// form ``shapePath(of:)`` gives (`points[0][1]`).
  public var positionalTypes: [JSONPath: SchemaType] = [:]
  /// The types the model accepts at each path where the fixtures hold values of several JSON
  /// types (an identifier sent as `42` or `"wo_12"`), in the order it tries them; ``root`` names
  /// only the first.
  public var accepted: [JSONPath: [SchemaType]] = [:]
  /// The CodingKeys no payload key is ever read as under the key strategy, by path, the last key
  /// as the CodingKey spells it: `trading_name` under `convertFromSnakeCase`, which reads a
  /// payload's `trading_name` as `tradingName`.
  public var unreadableKeys: [JSONPath] = []

  /// A key tree made of its parts.
  package init(
    name: String, root: SchemaType, unlearned: [Gap], enums: [String: EnumDetail] = [:],
    stops: [ModelStop] = [], learnedFrom: String? = nil, branchings: [Branching] = []
  ) {
    self.name = name
    self.root = root
    self.unlearned = unlearned
    self.enums = enums
    self.stops = stops
    self.learnedFrom = learnedFrom
    self.branchings = branchings
  }

  /// A tree as it was encoded, where one kept by an earlier release lacks what later ones learn.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    root = try container.decode(SchemaType.self, forKey: .root)
    unlearned = try container.decode([Gap].self, forKey: .unlearned)
    enums = try container.decode([String: EnumDetail].self, forKey: .enums)
    stops = try container.decode([ModelStop].self, forKey: .stops)
    learnedFrom = try container.decodeIfPresent(String.self, forKey: .learnedFrom)
    branchings = try container.decode([Branching].self, forKey: .branchings)
    positionalArrays = try container.decode([JSONPath].self, forKey: .positionalArrays)
    positionalTypes = try container.decode([JSONPath: SchemaType].self, forKey: .positionalTypes)
    accepted = try container.decode([JSONPath: [SchemaType]].self, forKey: .accepted)
    unreadableKeys = try container.decodeIfPresent([JSONPath].self, forKey: .unreadableKeys) ?? []
  }

  /// An object that reads other keys depending on one key's value (`type` = `image` | `poll`).
  public struct Branching: Sendable, Hashable, Codable {
    /// The object's path (`$` for the root, `posts[0]`).
    public var object: JSONPath
    /// The discriminating key (`type`).
    public var discriminator: String
    /// Each value of the discriminator, in its enum's order, with the keys read after it.
    public var branches: [Branch]

    /// A branching made of its parts.
    public init(object: JSONPath, discriminator: String, branches: [Branch]) {
      self.object = object
      self.discriminator = discriminator
      self.branches = branches
    }
  }

  /// One value of a discriminator and the keys the model reads when the payload has it.
  public struct Branch: Sendable, Hashable, Codable {
    /// The discriminator's value as JSON (`"poll"`).
    public var valueText: String
    /// The keys read besides the discriminator, in the order the model reads them.
    public var keys: [String]

    /// A branch made of its parts.
    public init(valueText: String, keys: [String]) {
      self.valueText = valueText
      self.keys = keys
    }
  }

  /// Every field with its path, depth first, as a flat list (array elements appear as `[0]`).
  /// The key that stands for every key of a dictionary in ``fieldPaths`` (`stations.<key>.name`).
  public static let anyKey = "<key>"

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
        walk(value, path.appending(key: Self.anyKey))
      default:
        break
      }
    }
    walk(root, .root)
    return rows
  }
}
