import JSONCore

/// A key path with array elements folded together: `hours[].temp` stands for `hours[0].temp`,
/// `hours[1].temp` and every other element's `temp`, so a set of payloads is summarized per key
/// of the model rather than per element. A dictionary's values fold the same way, its keys being
/// data rather than names: `offsets{}` stands for `offsets.north`, `offsets.south` and every
/// other value, `stations{}.name` for the `name` of each.
public struct FoldedPath: Sendable, Hashable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// One step: a key, any element of an array, or any value of a dictionary.
  public enum Step: Sendable, Hashable, Codable {
    case key(String)
    case element
    case value
  }

  /// The steps from the root.
  public var steps: [Step]

  /// The path of `steps`.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The path `path` folds into: every index becomes ``Step/element``.
  public init(_ path: JSONPath) {
    steps = path.components.map { component in
      switch component {
      case .key(let key): .key(key)
      case .index: .element
      }
    }
  }

  /// The path of a schema's field: `<key>`, the schema's stand-in for a dictionary's keys, folds
  /// into ``Step/value``.
  init(schemaPath path: JSONPath) {
    steps = path.components.map { component in
      switch component {
      case .key(ModelSchema.anyKey): .value
      case .key(let key): .key(key)
      case .index: .element
      }
    }
  }

  /// A path written as ``description`` writes it, for plain keys: `hours[].temp`, `[].id`,
  /// `offsets{}`.
  public init(stringLiteral value: String) {
    steps = []
    for segment in value.split(separator: ".", omittingEmptySubsequences: true) {
      var rest = segment[...]
      var folds: [Step] = []
      while let fold = rest.hasSuffix("[]") ? Step.element : rest.hasSuffix("{}") ? Step.value : nil {
        rest = rest.dropLast(2)
        folds.insert(fold, at: 0)
      }
      if !rest.isEmpty { steps.append(.key(String(rest))) }
      steps += folds
    }
  }

  /// `hours[].temp`; `$` for the root; keys that are not plain identifiers quoted as `inspect`
  /// quotes them (`["a b"]`).
  public var description: String {
    guard !steps.isEmpty else { return "$" }
    var text = ""
    for step in steps {
      switch step {
      case .element: text += "[]"
      case .value: text += "{}"
      case .key(let key):
        let single = JSONPath([.key(key)]).description
        text += single.hasPrefix("[") || text.isEmpty ? single : "." + single
      }
    }
    return text
  }

  public static func < (lhs: FoldedPath, rhs: FoldedPath) -> Bool {
    lhs.description < rhs.description
  }
}
