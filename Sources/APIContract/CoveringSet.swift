import JSONCore
import OpenAPIKit

/// What a schema allows, as a covering set rather than a random sample: a payload to begin with
/// (the document's own example where it gives one, every property it declares filled in), and
/// each change the schema allows made to it alone, at every depth: each optional property absent,
/// each nullable one `null`, each enum value, each `oneOf`/`anyOf` branch (and the changes inside
/// it), each format's other forms, empty arrays and strings, `additionalProperties`. Every value
/// respects the schema's constraints.
public struct CoveringSet: Sendable {
  /// The payload the changes are made to.
  public var base: JSONValue
  /// Each change, made to ``base`` alone.
  public var changes: [PayloadChange]
  /// The document's other examples of the whole body, each a payload as it is.
  public var examples: [JSONValue]
  /// What the schema declares that a payload can cover, and whether one does: the
  /// ``PayloadChange/Kind/absent``, ``PayloadChange/Kind/null`` and
  /// ``PayloadChange/Kind/enumValue`` places, by pointer and kind.
  public var declared: Set<DeclaredPoint>
  /// The declared places a payload of the set covers.
  public var covered: Set<DeclaredPoint>
  /// The schema of each value of ``base``, by its path.
  public var pointers: [JSONPath: JSONPointer]
  /// The components the schema uses, by name: their payloads are decoded inside this one's.
  public var components: Set<String> = []
  /// The component each value of ``base`` is, by its path: where a `$ref` was followed.
  public var componentPaths: [JSONPath: String] = [:]
  /// The changes there was no room for (``ContractDocument/changeLimit``).
  public var leftOut = 0

  /// The schema of the value at `path` of a payload of the set, or of its nearest ancestor that
  /// has one.
  public func pointer(of path: JSONPath) -> JSONPointer? {
    var components = path.components
    while true {
      if let pointer = pointers[JSONPath(components)] { return pointer }
      guard !components.isEmpty else { return nil }
      components.removeLast()
    }
  }

  /// A place the schema allows something: an optional property, a nullable value, an enum value.
  public struct DeclaredPoint: Sendable, Hashable {
    public var pointer: JSONPointer
    public var kind: PayloadChange.Kind
    /// The enum value, for ``PayloadChange/Kind/enumValue``.
    public var value: String?
  }

  /// The number of payloads: the base, each change and each other example.
  public var count: Int { 1 + changes.count + examples.count }

  /// Each payload with the change that made it from ``base`` (`nil` for the base and the
  /// examples).
  public var payloads: [(value: JSONValue, change: PayloadChange?)] {
    (0..<count).map(payload(at:))
  }

  /// The payload at `index` of ``payloads``, made alone.
  public func payload(at index: Int) -> (value: JSONValue, change: PayloadChange?) {
    switch index {
    case 0: (base, nil)
    case 1...changes.count: (changes[index - 1].applied(to: base), changes[index - 1])
    default: (examples[index - 1 - changes.count], nil)
    }
  }
}

extension ContractDocument {
  /// The most changes a candidate's set holds; a schema that allows more (a very wide or deep
  /// one) keeps the first, outermost first, and says how many it left out.
  public static let changeLimit = 4000

  /// The first payload of `candidate`'s covering set alone, made without the changes: what the
  /// candidate is mapped to a model by.
  public func firstPayload(for candidate: ContractCandidate) -> JSONValue {
    var walk = SchemaWalk(components: document.components, version: version, locator: locator, changesWanted: false)
    return walk.generate(candidate.schema, at: candidate.pointer, path: JSONPath(), example: candidate.examples.first)
      .value ?? .object(JSONObject())
  }

  /// The covering set of `candidate`'s schema.
  public func coveringSet(for candidate: ContractCandidate) -> CoveringSet {
    var walk = SchemaWalk(components: document.components, version: version, locator: locator)
    let root = walk.generate(
      candidate.schema, at: candidate.pointer, path: JSONPath(), example: candidate.examples.first)
    var changes: [PayloadChange] = []
    var seen: Set<[PayloadChange.Edit]> = []
    for change in root.changes where seen.insert(change.edits).inserted { changes.append(change) }
    // A place a discriminator withholds everywhere the set meets it is not one the schema allows.
    let declared = walk.declared.subtracting(walk.withheld.subtracting(changes.map(\.declaredPoint)))
    let leftOut = max(0, changes.count - Self.changeLimit)
    changes = Array(changes.prefix(Self.changeLimit))
    let covered = walk.given.union(changes.map(\.declaredPoint))
    return CoveringSet(
      base: root.value ?? .object(JSONObject()), changes: changes, examples: Array(candidate.examples.dropFirst()),
      declared: declared, covered: covered.intersection(declared), pointers: walk.pointers,
      components: walk.visited, componentPaths: walk.componentPaths, leftOut: leftOut)
  }
}
