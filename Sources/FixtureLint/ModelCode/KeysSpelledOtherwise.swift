import JSONCore
import JSONTrace
import ModelProbe
import WorkbenchContext

/// The keys that every fixture of one model holds and the model never reads: where one of them
/// has the words of an optional key of the model that none of its fixtures holds (`user_id` and
/// `userId`), the model spells that key otherwise than the server does, and never reads it.
struct KeysSpelledOtherwise {
  /// An optional key of the model, at ``path``, that none of its fixtures holds, and the key of
  /// the same words in the same object that each of them holds.
  struct Twin: Hashable {
    /// The model's key, array indexes as `[0]`.
    var path: JSONPath
    /// Its last key, as the tree spells it.
    var key: String
    /// The key the fixtures hold.
    var held: String
  }

  private let fixtures: [DecodedFixture]
  private let files: FileSystem
  /// The keys unread in every fixture, array indexes as `[0]`, by the object that holds them.
  private let unreadEverywhere: [JSONPath: [String]]

  /// The keys of `fixtures`, each of which decodes as one model, read through `context`.
  init(fixtures: [DecodedFixture], context: AppContext) {
    self.fixtures = fixtures
    files = context.files
    var common: Set<JSONPath>?
    for fixture in fixtures {
      guard case .inspected(_, let unread) = fixture.observed else {
        common = []
        break
      }
      let zeroed = Set(unread.keys.map(\.withIndexesZeroed))
      common = common.map { $0.intersection(zeroed) } ?? zeroed
    }
    var byObject: [JSONPath: [String]] = [:]
    for path in (common ?? []).sorted() {
      if let key = path.lastKey { byObject[path.parent, default: []].append(key) }
    }
    unreadEverywhere = byObject
  }

  /// The keys of `optional` beside which some of `fixtures` leaves a key of the same words
  /// unread: where a twin may be (``twins(of:)`` says where one is).
  static func candidates(in optional: [JSONPath], fixtures: [DecodedFixture]) -> [JSONPath] {
    var unread: [JSONPath: Set<String>] = [:]
    for fixture in fixtures {
      guard case .inspected(_, let keys) = fixture.observed else { continue }
      for path in keys.keys {
        guard let key = path.lastKey else { continue }
        unread[path.withIndexesZeroed.parent, default: []].insert(WordKeys.form(key))
      }
    }
    guard !unread.isEmpty else { return [] }
    return optional.filter { path in
      guard let key = path.lastKey else { return false }
      return unread[path.parent]?.contains(WordKeys.form(key)) ?? false
    }
  }

  /// The keys of `optional` (the model's optional keys, array indexes as `[0]`) that none of the
  /// fixtures holds, each with the unread key of its words that every fixture holds.
  func twins(of optional: [JSONPath]) -> [Twin] {
    var payloads: [JSONValue]?
    var twins: [Twin] = []
    for path in optional {
      guard let key = path.lastKey, let unread = unreadEverywhere[path.parent] else { continue }
      let words = WordKeys.form(key)
      guard let held = unread.first(where: { $0 != key && WordKeys.form($0) == words }) else { continue }
      if payloads == nil { payloads = fixtures.compactMap(payload) }
      guard let payloads, payloads.count == fixtures.count,
        !payloads.contains(where: { Self.holds(key, at: path.parent, in: $0) })
      else { continue }
      twins.append(Twin(path: path, key: key, held: held))
    }
    return twins
  }

  private func payload(_ fixture: DecodedFixture) -> JSONValue? {
    guard let data = try? files.read(fixture.fixture.path) else { return nil }
    return try? JSONParser.parse(data)
  }

  /// Whether an object at `object` (any element where it names index 0) in `value` has `key`.
  static func holds(_ key: String, at object: JSONPath, in value: JSONValue) -> Bool {
    var values = [value]
    for component in object.components {
      values = values.flatMap { value -> [JSONValue] in
        switch (component, value) {
        case (.key(let name), .object): value[name].map { [$0] } ?? []
        case (.index, .array(let elements)): elements
        default: []
        }
      }
    }
    return values.contains { $0[key] != nil }
  }
}
