/// Where a value sits in a JSON document: `moves[2].power`, `address.city`, `[0].name`.
public struct JSONPath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// One step down into an object or an array.
  public enum Component: Sendable, Hashable {
    /// The member of an object with this key.
    case key(String)
    /// The element of an array at this position, from 0.
    case index(Int)
  }

  /// The steps from the root, outermost first. Empty for the root itself.
  public var components: [Component]

  /// The path made of `components`.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// A path written as ``description`` writes it, for plain keys: `"moves[2].power"`,
  /// `"address.city"`, `"[0].name"`.
  public init(stringLiteral value: String) {
    var components: [Component] = []
    for segment in value.split(separator: ".", omittingEmptySubsequences: true) {
      var rest = segment[...]
      if let bracket = rest.firstIndex(of: "["), bracket != rest.startIndex {
        components.append(.key(String(rest[..<bracket])))
        rest = rest[bracket...]
      } else if !rest.hasPrefix("[") {
        components.append(.key(String(rest)))
        continue
      }
      while rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])
      {
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      }
    }
    self.components = components
  }

  /// The document root.
  public static let root = JSONPath()

  /// This path followed by the object key `key`.
  public func appending(key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// Whether `other` is this path or lies below it.
  package func isAncestorOrSelf(of other: JSONPath) -> Bool {
    other.components.count >= components.count && Array(other.components.prefix(components.count)) == components
  }

  /// The path one step up: `moves[2]` for `moves[2].power`; the root stays the root.
  public var parent: JSONPath {
    JSONPath(Array(components.dropLast()))
  }

  /// This path followed by the array index `index`.
  public func appending(index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// `name`, `moves[2].power`, `["odd key"].x`; `$` for the root.
  public var description: String {
    guard !components.isEmpty else { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where JSONPath.isPlainKey(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[" + JSONValue.string(key).compactText + "]"
      }
    }
    return text
  }

  /// Orders paths component by component.
  public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.description < rhs.description
  }

  private static func isPlainKey(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
