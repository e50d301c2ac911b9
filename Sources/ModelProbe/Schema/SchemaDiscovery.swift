import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

/// Learns a model's key tree by running its own `init(from:)` against a recording decoder that
/// answers every request with a placeholder and writes down what was asked: keys as the
/// CodingKeys spell them, types, `decode` (required) or `decodeIfPresent` (optional), nested
/// objects, arrays (one element is decoded to learn its type), `CaseIterable` enums with all
/// their cases, and `URL`, `Date`, `UUID`, `Decimal` and `Data`.
public enum SchemaDiscovery {
  /// How many placeholders refused one after another are replaced, at most.
  static let mostRefusedPlaceholders = 4

  /// The schema of `type` as a decoder with `options` reads it.
  public static func discover<Model: Decodable>(_ type: Model.Type, options: DecodingOptions = DecodingOptions())
    -> ModelSchema
  {
    discover(type, options: options, stoppingAt: nil)
  }

  /// The schema of `type`, learned without handing the model a value at `stop` (the model throws
  /// there instead): how a worker learns what comes before the value that stopped it.
  ///
  /// With a `sample` (a fixture's payload), the model is handed the sample's values where it has
  /// them, and placeholders only where it has none. The values of `seen` (more fixtures) are tried
  /// at every string or integer the model reads, to find the keys each one leads to; so are those
  /// of `broken` (fixtures it no longer decodes), and where it refuses a placeholder, never as a sample's.
  static func discover<Model: Decodable>(
    _ type: Model.Type, options: DecodingOptions, stoppingAt stop: JSONPath?, sample: JSONValue? = nil,
    seen: [JSONValue] = [], broken: [JSONValue] = []
  ) -> ModelSchema {
    let (root, session) = describe(
      type, options: options, stop: stop, sample: sample, seen: seen, broken: broken, overrides: [:])
    let base = session.overrides
    // Learning again with another value at a path describes only the type that read the nearest
    // value at or above it, as the whole model reached it: a branch deep in a large model costs
    // what its own part does.
    let relearn = { (path: JSONPath, overrides: [JSONPath: Any]) -> (root: SchemaType, session: DiscoverySession) in
      let overrides = base.merging(overrides) { $1 }
      guard let start = session.reader(below: path) else {
        return describe(
          type, options: options, stop: stop, sample: sample, seen: seen, broken: broken, overrides: overrides)
      }
      let (part, partSession) = describe(
        type, options: options, stop: stop, sample: sample, seen: seen, broken: broken, overrides: overrides,
        from: start)
      return (root.replacing(at: start.path, with: part), partSession)
    }
    var learning = BranchLearning(root: root, gaps: session.gaps, enums: session.enums)
    // An object read by the keys it holds (an enum with associated values) shows one case in a
    // payload: each other one the fixtures show is learned as well.
    learning.addCasesShown(by: [sample].compactMap { $0 } + seen, firstReadBy: session) { path, object in
      relearn(path, [path: object])
    }
    // A value read early may decide which keys come next: try each other case of every enum, and
    // each value the fixtures hold for a string or an integer.
    var choices = session.enumCases
    let samples = [sample].compactMap { $0 } + seen
    for (path, kind) in session.scalarReads where choices[path] == nil {
      let values = DiscriminatorCandidates.values(at: path, kind: kind, in: samples + broken)
      if values.count > 1 { choices[path] = values }
    }
    for (path, cases) in choices.sorted(by: { $0.key < $1.key }) where cases.count > 1 {
      learning.tryBranches(at: path, choices: cases, handed: session.handed[path]) { override in
        relearn(path.parent, [path: override])
      }
    }
    var schema = ModelSchema(
      name: readableTypeName(type), root: learning.root, unlearned: learning.gaps, enums: learning.enums)
    schema.branchings = learning.branchings
    schema.positionalArrays = session.positionalArrays
    schema.positionalTypes = session.positionalTypes
    schema.unreadableKeys = session.unreadableKeys
    schema.accepted = AcceptedTypes.learn(at: session.scalarTypes, samples: samples) { path, value in
      let trial = DiscoverySession(
        options: options, stop: stop, sample: sample, seen: seen, overrides: base.merging([path: value]) { $1 },
        strict: path)
      _ = trial.describe(type, from: session.reader(below: path))
      return trial.triedAtStrict
    }
    return schema
  }
}

/// The state of one discovery: the gaps found and the types being described (for recursion).
final class DiscoverySession {
  let options: DecodingOptions
  /// Where no value is handed out (see ``SchemaDiscovery/discover(_:options:stoppingAt:sample:seen:broken:)``).
  let stop: JSONPath?
  var gaps: [ModelSchema.Gap] = []
  var enums: [String: EnumDetail] = [:]
  /// Whether the model asked for the value at ``stop``: every `init(from:)` above it throws.
  private(set) var reachedStop = false
  private var inProgress: [ObjectIdentifier] = []
  /// The type that read the value at each path that is not a scalar, the first time one did.
  private(set) var readers: [JSONPath: Reader] = [:]

  /// A type that read a value, and the types being described around it then: what is needed to
  /// describe that part of the model again on its own (`describe(_:at:)`).
  struct Reader {
    var type: any Decodable.Type
    var enclosing: [ObjectIdentifier]
  }

  /// The payload whose values are handed out where it has them.
  let sample: JSONValue?
  /// More payloads: where the sample holds no object read by its keys, the first of these that
  /// holds one shows a case.
  let seen: [JSONValue]
  /// The paths of the objects the model read by the keys they hold (``objectShown(at:)``).
  private(set) var presentKeysReads: [JSONPath] = []
  /// The arrays whose second element the model read after being told there is one.
  private(set) var positionalArrays: [JSONPath] = []
  /// The scalar type the model first read at each path.
  private(set) var scalarTypes: [JSONPath: SchemaType] = [:]
  /// Where a value handed out that the type asked does not read is refused, not replaced by a
  /// placeholder: the model tries the next type it accepts there.
  let strict: JSONPath?
  /// The scalar types the model asked for at ``strict``, in order, each with whether it read the
  /// value there.
  private(set) var triedAtStrict: [(type: SchemaType, read: Bool)] = []
  /// What the model read at each position after the first of those arrays.
  private(set) var positionalTypes: [JSONPath: SchemaType] = [:]

  /// Notes that the model read the array at `path` by position.
  func notePositional(at path: JSONPath) {
    if !positionalArrays.contains(path) { positionalArrays.append(path) }
  }

  /// Notes that the model read the element at `index` of the array at `path` as `type`.
  func notePosition(_ index: Int, of path: JSONPath, as type: SchemaType) {
    positionalTypes[path.appending(index: index)] = type
  }
  /// Values handed out at given paths whatever else would be (one enum case to learn a branch).
  let overrides: [JSONPath: Any]
  /// Every `CaseIterable` enum value the model read, by path, with its cases.
  private(set) var enumCases: [JSONPath: [DiscriminatorCandidates.Choice]] = [:]
  /// Every string or integer the model read, by path: fixtures may show the values it branches on.
  private(set) var scalarReads: [JSONPath: DiscriminatorCandidates.Kind] = [:]
  /// The text of each string, integer or enum value handed to the model, by path.
  private(set) var handed: [JSONPath: String] = [:]
  /// The CodingKeys the key strategy never reads (``ModelSchema/unreadableKeys``), each once.
  var unreadableKeys: [JSONPath] = []

  init(
    options: DecodingOptions, stop: JSONPath? = nil, sample: JSONValue? = nil, seen: [JSONValue] = [],
    overrides: [JSONPath: Any] = [:], strict: JSONPath? = nil
  ) {
    self.options = options
    self.stop = stop
    self.sample = sample
    self.seen = seen
    self.overrides = overrides
    self.strict = strict
  }

  /// The payload's value at `path`: from an override given as JSON at `path` or above it, else
  /// the sample's.
  func json(at path: JSONPath) -> JSONValue? {
    for (at, value) in overrides {
      guard let json = value as? JSONValue, at.isAncestorOrSelf(of: path) else { continue }
      return json[JSONPath(Array(path.components.dropFirst(at.components.count)))]
    }
    return sample?[path]
  }

  /// The object at `path` that the model reads by the keys it holds: the sample's, else the first
  /// that another payload holds there, else the first case the model's code lists.
  func objectShown(at path: JSONPath) -> JSONValue? {
    if case .object? = json(at: path) { return json(at: path) }
    let shown = seen.lazy.flatMap { $0.values(atAnyIndex: path.components[...]) }.first {
      if case .object = $0 { true } else { false }
    }
    return shown ?? listedCases(at: path).first
  }

  /// Notes that the model read the object at `path` by the keys it holds.
  func notePresentKeysRead(at path: JSONPath) {
    if !presentKeysReads.contains(path) { presentKeysReads.append(path) }
  }

  /// The value to hand out at `path` read as `T`, as `JSONDecoder` reads it: an override given as
  /// JSON, else the sample's value, else, where the sample holds no such key (a fixture with an
  /// empty list), the first value another payload holds there that `T` reads.
  private func sampleValue<T: Decodable>(_ type: T.Type, at path: JSONPath) -> T? {
    let decoder = options.makeDecoder()
    let read = { (json: JSONValue) -> T? in
      json == .null
        ? nil : try? WorkerNotes.running(T.self) { try decoder.decode(T.self, from: Data(json.compactText.utf8)) }
    }
    if let json = json(at: path) { return read(json) }
    guard !overrides.keys.contains(where: { $0.isAncestorOrSelf(of: path) }) else { return nil }
    return seen.lazy.flatMap { $0.values(atAnyIndex: path.components[...]) }.compactMap(read).first
  }

  /// Describes `type` and returns its schema type.
  func describe<T: Decodable>(_ type: T.Type, at path: JSONPath) -> SchemaType {
    _ = describeAndMake(type, at: path)
    return lastDescribed
  }

  /// The reader of the value nearest to `path`, at it or above it, but below the root: where the
  /// model can be described again in part.
  func reader(below path: JSONPath) -> (path: JSONPath, reader: Reader)? {
    var start = path
    while !start.components.isEmpty {
      if let reader = readers[start] { return (start, reader) }
      start = start.parent
    }
    return nil
  }

  /// Describes the part of the model `start` names, or the whole of `type` without one.
  func describe<T: Decodable>(_ type: T.Type, from start: (path: JSONPath, reader: Reader)?) -> SchemaType {
    start.map { describe($0.reader, at: $0.path) } ?? describe(type, at: .root)
  }

  /// Describes what `reader` read at `path`, as it was reached inside the types it names.
  func describe(_ reader: Reader, at path: JSONPath) -> SchemaType {
    inProgress = reader.enclosing
    defer { inProgress = [] }
    return describe(reader.type, at: path)
  }

  private(set) var lastDescribed: SchemaType = .unknown(name: "")
  /// The last placeholder handed out where no payload held a value.
  private var lastPlaceholder: RefusablePlaceholder?
  /// The last placeholder handed out before a model first threw on placeholder values: most
  /// likely the value it refused.
  private(set) var refusedPlaceholder: RefusablePlaceholder?

  /// Describes `type`, leaving its schema in ``lastDescribed``, and returns a placeholder value.
  func describeAndMake<T: Decodable>(_ type: T.Type, at path: JSONPath) -> T? {
    if let scalar = ScalarSchema.of(type) {
      lastDescribed = scalar.type
      let kind = DiscriminatorCandidates.Kind(scalar.type)
      if let kind { scalarReads[path] = kind }
      if scalarTypes[path] == nil { scalarTypes[path] = scalar.type }
      let sampled = sampleValue(type, at: path)
      if path == strict {
        triedAtStrict.append((scalar.type, sampled != nil))
        guard let sampled else { return nil }
        return given(sampled, at: path)
      }
      if sampled == nil { lastPlaceholder = RefusablePlaceholder(path: path, type: scalar.type) }
      let value = sampled ?? scalar.placeholder as? T
      if kind != nil, let value { handed[path] = "\(value)" }
      return given(value, at: path)
    }
    if let cases = EnumCases.rawValues(of: type) {
      lastDescribed = .enumeration(name: readableTypeName(type), cases: cases)
      if let detail = EnumCases.detail(of: type) { enums[detail.typeName] = detail }
      if let iterable = type as? any CaseIterable.Type, enumCases[path] == nil {
        enumCases[path] = EnumCases.allCases(of: iterable).map { .init(value: $0, text: Self.caseText($0)) }
      }
      let chosen = overrides[path] as? T ?? sampleValue(type, at: path) ?? EnumCases.firstCase(of: type) as? T
      if let chosen { handed[path] = Self.caseText(chosen) }
      return given(chosen, at: path)
    }
    if path == stop, !path.components.isEmpty {
      lastDescribed = .unknown(name: readableTypeName(type))
      gaps.append(.init(path: path, reason: Self.stoppedHere))
      reachedStop = true
      return nil
    }
    let identity = ObjectIdentifier(type)
    if inProgress.contains(identity) {
      lastDescribed = .recursive(name: readableTypeName(type))
      return Placeholder.make(type, options: options)
    }
    if readers[path] == nil { readers[path] = Reader(type: type, enclosing: inProgress) }
    inProgress.append(identity)
    defer { inProgress.removeLast() }
    let decoder = RecordingDecoder(session: self, path: path)
    WorkerNotes.entering(readableTypeName(type))
    defer { WorkerNotes.leaving() }
    do {
      let value = try T(from: decoder)
      lastDescribed = decoder.recorded(name: readableTypeName(type))
      return value
    } catch {
      let learned = decoder.recorded(name: readableTypeName(type))
      if reachedStop {
        lastDescribed = learned
        return nil
      }
      if case .string = learned, (type as Any.Type) is any RawRepresentable.Type {
        gaps.append(
          .init(
            path: path,
            reason:
              "\(readableTypeName(type)) is a raw-value enum that is not CaseIterable, so its cases are unknown; add CaseIterable"
          ))
      } else if learned.isCollection, let own = sampleValue(type, at: path) {
        // A model that reads a whole object or array as made-up members (a catch-all JSON value it
        // takes claims out of) learned all it reads; only the fixture's own members satisfy it.
        lastDescribed = learned
        return own
      } else {
        if refusedPlaceholder == nil { refusedPlaceholder = lastPlaceholder }
        gaps.append(
          .init(
            path: path,
            reason:
              "\(readableTypeName(type)).init(from:) threw on placeholder values (\(error)); what it reads after that is unknown"
          ))
      }
      lastDescribed = learned
      return nil
    }
  }

  /// An enum case as its raw value reads (`poll`), or its name.
  private static func caseText(_ value: Any) -> String {
    (value as? any RawRepresentable).map { String(describing: $0.rawValue) } ?? "\(value)"
  }

  static let stoppedHere = "the model's code stopped when given a value here; what it reads after that is unknown"

  /// `value`, handed to the model at `path`, unless `path` is where no value may be handed out.
  func given<T>(_ value: T?, at path: JSONPath) -> T? {
    if path == stop {
      gaps.append(.init(path: path, reason: Self.stoppedHere))
      reachedStop = true
      return nil
    }
    if let value { WorkerNotes.given(value, at: path) }
    return value
  }
}

/// Types the decoder reads as JSON scalars, with plausible placeholders (`ScalarPlaceholder`):
/// a model that checks what it reads (a non-empty id, a real URL, a non-zero count) accepts them.
package enum ScalarSchema {
  /// 2026-01-01T00:00:00Z, a date every strategy writes.
  static var placeholderDate: Date { ScalarPlaceholder.date }

  package static func of(_ type: Any.Type) -> (type: SchemaType, placeholder: Any)? {
    let schemaType: SchemaType? =
      switch type {
      case is String.Type: .string
      case is Bool.Type: .bool
      case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
        is UInt16.Type, is UInt32.Type, is UInt64.Type:
        .integer(String(describing: type))
      case is Double.Type, is Float.Type, is Decimal.Type: .number(String(describing: type))
      case is URL.Type: .url
      case is Date.Type: .date
      case is UUID.Type: .uuid
      case is Data.Type: .data
      default: nil
      }
    guard let schemaType, let placeholder = ScalarPlaceholder.of(type) else { return nil }
    return (schemaType, placeholder)
  }
}

/// A placeholder handed to a model where no payload held a value, which it may refuse.
struct RefusablePlaceholder {
  /// Where.
  var path: JSONPath
  /// What it was read as.
  var type: SchemaType

  /// The other values to hand out there, each tried in turn where the model refuses the
  /// placeholder: numbers it checks (`maxAttempts` must be greater than one; a count of at most
  /// ten), a flag that must be set, and strings in the forms models parse (a number, a duration,
  /// a date, a URL, a UUID).
  var alternatives: [JSONValue] {
    switch type {
    case .integer: [2, 10, 0, 1000]
    case .number: [0.5, 2, 10, 0]
    case .bool: [true]
    case .string:
      ["1", "1s", "2026-01-01T00:00:00Z", "https://example.com", "00000000-0000-0000-0000-000000000001"]
    default: []
    }
  }
}

extension SchemaType {
  /// How many keys the tree names, at any depth.
  public var fieldCount: Int {
    switch self {
    case .object(_, let fields): fields.reduce(fields.count) { $0 + $1.type.fieldCount }
    case .array(let element), .dictionary(let element): element.fieldCount
    default: 0
    }
  }

  /// How many of the keys the tree names it requires, at any depth.
  public var requiredFieldCount: Int {
    switch self {
    case .object(_, let fields): fields.reduce(0) { $0 + ($1.isRequired ? 1 : 0) + $1.type.requiredFieldCount }
    case .array(let element), .dictionary(let element): element.requiredFieldCount
    default: 0
    }
  }
}
