import JSONCore

/// Which model property each JSON key feeds, learned by decoding a probe payload with a distinct
/// sentinel per key and finding the sentinels in the model with `Mirror`. It sees through custom
/// CodingKeys (`tag_name` feeds `tagName`) and nested types.
public struct PropertyMap: Sendable, Hashable, Codable {
  /// One step of a property path.
  public enum Step: Sendable, Hashable, Codable, CustomStringConvertible {
    case property(String)
    case index(Int)
    case key(String)

    var isIndex: Bool {
      if case .index = self { true } else { false }
    }

    public var description: String {
      switch self {
      case .property(let name): name
      case .index(let index): "[\(index)]"
      case .key(let key): "[\(JSONValue.string(key).compactText)]"
      }
    }
  }

  /// Key path (arrays at `[0]`) to property path, for every key that was found.
  public var properties: [JSONPath: [Step]]
  /// Keys whose property could not be found (the model drops or transforms the value).
  public var unmapped: [JSONPath]
  /// For each branch of a polymorphic object, where its keys land when the payload selects it:
  /// a key several branches share (`url`) lands in each branch's own case.
  public var branches: [BranchProperties] = []

  /// Where the keys of one branch land.
  public struct BranchProperties: Sendable, Hashable, Codable {
    /// The branching object (`$`, `posts[0]`).
    public var object: JSONPath
    /// The discriminator's value that selects the branch (`link`).
    public var valueText: String
    /// Key path (arrays at `[0]`) to property path, for the branch's keys.
    public var properties: [JSONPath: [Step]]
  }

  /// Why a key of a real payload could not be learned (the model refuses every other value, or
  /// holds the same whatever the key says), by key path (arrays at `[0]`).
  public var reasons: [JSONPath: String] = [:]

  /// Keys the model reads only to check them, by key path (arrays at `[0]`): it refused every
  /// other value tried and holds the value in no property (a resource's `type`, which must say
  /// `"app"`). Each holds the compact text of the values so accepted, one for each that a
  /// probed sample showed.
  public var checked: [JSONPath: [String]] = [:]

  /// Flags the model reads only to decide whether a property holds a value, by key path (arrays
  /// at `[0]`): `is_enabled` beside the `value` an optional `maxPerStream` keeps only when it is
  /// `true`. Such a flag lands in no property of its own.
  public var gates: [JSONPath: Gate] = [:]

  /// A flag that decides whether ``property`` holds a value.
  public struct Gate: Sendable, Hashable, Codable {
    /// The property path the flag decides about, `[0]` for each array it passes through.
    public var property: [Step]
    /// Whether the property holds a value when the flag is `true` (else when it is `false`).
    public var holdsWhenTrue: Bool
  }

  /// The arrays the model reads by position (``ModelSchema/positionalArrays``): the keys of an
  /// element of one keep its index.
  public var positionalArrays: [JSONPath] = []

  /// A map made of its parts.
  public init(
    properties: [JSONPath: [Step]], unmapped: [JSONPath], branches: [BranchProperties] = [],
    reasons: [JSONPath: String] = [:]
  ) {
    self.properties = properties
    self.unmapped = unmapped
    self.branches = branches
    self.reasons = reasons
  }

  /// This map with what a probe of real values learned: properties found are mapped, and keys
  /// still not found keep the reason.
  func adding(
    _ properties: [JSONPath: [Step]], reasons: [JSONPath: String], checked: [JSONPath: JSONValue] = [:],
    gates: [JSONPath: Gate] = [:]
  ) -> PropertyMap {
    var map = self
    for (path, gate) in gates where properties[path] == nil && map.properties[path] == nil {
      map.gates[path] = map.gates[path] ?? gate
      map.unmapped.removeAll { $0 == path }
    }
    map.properties.merge(properties) { known, _ in known }
    map.unmapped.removeAll { properties[$0] != nil }
    for (path, reason) in reasons where map.properties[path] == nil {
      map.reasons[path] = reason
      if !map.unmapped.contains(path) { map.unmapped.append(path) }
    }
    for (path, value) in checked where map.properties[path] == nil {
      let text = value.compactText
      if map.checked[path]?.contains(text) != true { map.checked[path, default: []].append(text) }
    }
    for path in properties.keys {
      map.reasons[path] = nil
      map.checked[path] = nil
      map.gates[path] = nil
    }
    for path in map.gates.keys {
      map.reasons[path] = nil
      map.unmapped.removeAll { $0 == path }
    }
    map.unmapped.sort()
    return map
  }

  /// The one value the model accepts at `zeroed`, a key it only checks, where every sample probed
  /// there showed that same value: a key whose value differs from sample to sample is no check
  /// of one value.
  func checkedValue(at zeroed: JSONPath) -> String? {
    guard let values = checked[zeroed], values.count == 1 else { return nil }
    return values.first
  }

  /// The property path for a key path of a real payload (any array index), if mapped.
  public func property(for path: JSONPath) -> [Step]? {
    guard !positionalArrays.isEmpty else { return property(forZeroed: path.withIndexesZeroed, of: path) }
    let (zeroed, free) = path.zeroedWithFreeIndexes(keepingPositionsIn: positionalArrays)
    return properties[zeroed].map { Self.steps($0, indexes: free) }
  }

  /// ``property(for:)`` for a path whose zeroed form (`JSONPath.withIndexesZeroed`) is known.
  func property(forZeroed zeroed: JSONPath, of path: JSONPath) -> [Step]? {
    properties[zeroed].map { Self.steps($0, at: path) }
  }

  /// `mapped` with the indexes of `path`, a real payload's path, for the `[0]`s of a map.
  static func steps(_ mapped: [Step], at path: JSONPath) -> [Step] {
    guard mapped.contains(where: \.isIndex) else { return mapped }
    let indexes = path.components.compactMap { component -> Int? in
      if case .index(let index) = component { return index }
      return nil
    }
    return steps(mapped, indexes: indexes)
  }

  /// `mapped` with `indexes`, a real payload's array indexes from the root, for its `[0]`s.
  static func steps(_ mapped: [Step], indexes: [Int]) -> [Step] {
    var steps = mapped
    var next = indexes.startIndex
    for position in steps.indices where steps[position].isIndex && next < indexes.endIndex {
      steps[position] = .index(indexes[next])
      next += 1
    }
    return steps
  }

  /// `address.postalCode`, `assets[1].downloadCount`.
  public static func describe(_ steps: [Step]) -> String {
    var text = ""
    for step in steps {
      if case .property(let name) = step, !text.isEmpty { text += "." + name } else { text += step.description }
    }
    return text
  }
}

extension JSONPath {
  /// This path with every array index set to 0: the form a schema and a property map use.
  package var withIndexesZeroed: JSONPath {
    JSONPath(
      components.map { component in
        if case .index = component { return .index(0) }
        return component
      })
  }

  /// This path in the form of a schema that reads the arrays at `positional` (paths in this same
  /// form) by position: every array index 0, except an index into one of those, which keeps its
  /// place (`points[0][1]`, the value of a `[time, value]` pair).
  package func zeroed(keepingPositionsIn positional: [JSONPath]) -> JSONPath {
    positional.isEmpty ? withIndexesZeroed : zeroedWithFreeIndexes(keepingPositionsIn: positional).zeroed
  }

  /// ``zeroed(keepingPositionsIn:)``, and the indexes it set to 0, outermost first: those a
  /// property path passes through.
  package func zeroedWithFreeIndexes(keepingPositionsIn positional: [JSONPath]) -> (zeroed: JSONPath, free: [Int]) {
    var zeroed = JSONPath.root
    var free: [Int] = []
    for component in components {
      if case .index(let index) = component {
        let keeps = positional.contains(zeroed)
        if !keeps { free.append(index) }
        zeroed = zeroed.appending(index: keeps ? index : 0)
      } else {
        zeroed.components.append(component)
      }
    }
    return (zeroed, free)
  }
}
