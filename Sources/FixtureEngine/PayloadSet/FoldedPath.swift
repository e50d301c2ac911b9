import JSONFragment

/// A key path with array elements folded together: `hours[].temp` stands for `hours[0].temp`,
/// `hours[1].temp` and every other element's `temp`, so a set of payloads is summarized per key
/// of the model rather than per element.
public struct FoldedPath: Sendable, Hashable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// One step: a key, or any element of an array.
  public enum Step: Sendable, Hashable, Codable {
    case key(String)
    case element
  }

  /// The steps from the root.
  public var steps: [Step]

  /// The path `path` folds into: every index becomes ``Step/element``.
  public init(_ path: JSONPath) {
    steps = path.components.map { component in
      switch component {
      case .key(let key): .key(key)
      case .index: .element
      }
    }
  }

  /// A path written as ``description`` writes it, for plain keys: `hours[].temp`, `[].id`.
  public init(stringLiteral value: String) {
    steps = []
    for segment in value.split(separator: ".", omittingEmptySubsequences: true) {
      var rest = segment[...]
      var elements = 0
      while rest.hasSuffix("[]") {
        rest = rest.dropLast(2)
        elements += 1
      }
      if !rest.isEmpty { steps.append(.key(String(rest))) }
      steps += Array(repeating: .element, count: elements)
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
