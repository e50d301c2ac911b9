import JSONCore
import JSONTrace

/// The decoder schema discovery hands to a model: it remembers which container the model asked
/// for and what it read from it.
final class RecordingDecoder: Decoder {
  /// The container the model asked for, and what it read from it.
  enum ContainerAsked {
    case nothing
    case keyed(fields: [SchemaField], isDictionary: Bool)
    case unkeyed(element: SchemaType?)
    case single(SchemaType)
  }

  let session: DiscoverySession
  let path: JSONPath
  var asked = ContainerAsked.nothing
  /// Keys the model asked `decodeNil(forKey:)` about: it is ready for them to be null or absent.
  var nilCheckedKeys: Set<String> = []
  /// Whether the model asked which of a fixed set of keys the object holds (`allKeys` of a
  /// CodingKey enum): it reads those present, or one of them (an enum with associated values,
  /// a case per key), so none is required.
  var readsKeysPresent = false
  /// The decoders of the objects and arrays the model opened under a key (`nestedContainer`,
  /// `superDecoder(forKey:)`): what it reads from them is that key's type.
  private var nestedByKey: [String: RecordingDecoder] = [:]
  /// The decoder of the element the model opened in this array (`nestedContainer()`).
  private var nestedElement: RecordingDecoder?

  init(session: DiscoverySession, path: JSONPath) {
    self.session = session
    self.path = path
  }

  var codingPath: [any CodingKey] { path.components.map(AnyCodingKey.init) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    if case .nothing = asked { asked = .keyed(fields: [], isDictionary: false) }
    return KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    if case .nothing = asked { asked = .unkeyed(element: nil) }
    return RecordingUnkeyedContainer(decoder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    RecordingSingleValueContainer(decoder: self)
  }

  func record(field: SchemaField) {
    guard case .keyed(var fields, let isDictionary) = asked else { return }
    var field = field
    if readsKeysPresent { field.isRequired = false }
    if let existing = fields.firstIndex(where: { $0.key == field.key }) {
      fields[existing].isRequired = fields[existing].isRequired && field.isRequired
    } else {
      fields.append(field)
    }
    asked = .keyed(fields: fields, isDictionary: isDictionary)
  }

  func markDictionary() {
    if case .keyed(let fields, _) = asked { asked = .keyed(fields: fields, isDictionary: true) }
  }

  /// The decoder of what the model opens under `key` of this object, the same each time.
  func nested(at key: String) -> RecordingDecoder {
    if let nested = nestedByKey[key] { return nested }
    let nested = RecordingDecoder(session: session, path: path.appending(key: key))
    nestedByKey[key] = nested
    return nested
  }

  /// The decoder of the element the model opens in this array, the same each time.
  func nestedElementDecoder() -> RecordingDecoder {
    if let nestedElement { return nestedElement }
    let nested = RecordingDecoder(session: session, path: path.appending(index: 0))
    nestedElement = nested
    return nested
  }

  /// What the model asked for, as a schema type.
  func recorded(name: String) -> SchemaType {
    switch asked {
    case .nothing: return .unknown(name: name)
    case .keyed(let fields, true):
      // Named keys beside every other key (an error body that keeps what else the server sent)
      // are an object of the named keys; only keys all made up are a dictionary's.
      let named = fields.filter { $0.key != ModelSchema.anyKey }
      if !named.isEmpty { return .object(name: name, fields: resolved(named)) }
      return .dictionary(resolved(fields).first?.type ?? .unknown(name: "value"))
    case .keyed(let fields, false): return .object(name: name, fields: resolved(fields))
    case .unkeyed(let element):
      return .array(element ?? nestedElement?.recorded(name: "element") ?? .unknown(name: "element"))
    case .single(let type): return type
    }
  }

  /// `fields` with the keys the model opened a container under typed by what it read there.
  private func resolved(_ fields: [SchemaField]) -> [SchemaField] {
    fields.map { field in
      guard let nested = nestedByKey[field.key] else { return field }
      var field = field
      field.type = nested.recorded(name: field.key)
      return field
    }
  }

  /// Describes `type` below `component`, and returns a placeholder of it.
  func describe<T: Decodable>(_ type: T.Type, at component: JSONPath.Component) throws -> (T, SchemaType) {
    let childPath = JSONPath(path.components + [component])
    guard let value = session.describeAndMake(type, at: childPath) else {
      throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no placeholder for \(type)"))
    }
    return (value, session.lastDescribed)
  }
}

struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: RecordingDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  /// Asked for by dictionaries: one made-up key, so that the value type is learned. A key type
  /// of fixed keys (an enum with associated values, a model that reads the keys present) gets the
  /// keys the payload's object holds: one case's key of an enum.
  var allKeys: [Key] {
    if let anyKey = Key(stringValue: "<key>") {
      decoder.markDictionary()
      return [anyKey]
    }
    decoder.readsKeysPresent = true
    decoder.session.notePresentKeysRead(at: decoder.path)
    guard case .object(let members)? = decoder.session.objectShown(at: decoder.path) else { return [] }
    let converted = decoder.session.options.keyConversion()
    return members.compactMap { member in
      Key(stringValue: converted(member.key))
    }
  }

  func contains(_ key: Key) -> Bool { true }

  /// Answers "not null" so the model goes on to read the value, and notes that the model
  /// accepts null here (the default `decodeIfPresent` asks this first).
  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.nilCheckedKeys.insert(decoder.session.jsonKey(key, in: decoder.path))
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try read(type, key, required: true)
  }

  /// A value that cannot be made is `nil` here, so the keys after it are learned too; what stopped
  /// it is a gap already.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    do {
      return try read(type, key, required: false)
    } catch {
      if decoder.session.reachedStop { throw error }
      return nil
    }
  }

  private func read<T: Decodable>(_ type: T.Type, _ key: Key, required: Bool) throws -> T {
    let spelling = decoder.session.jsonKey(key, in: decoder.path)
    let described = Result { try decoder.describe(type, at: .key(spelling)) }
    let required = required && !decoder.nilCheckedKeys.contains(spelling)
    decoder.record(field: SchemaField(key: spelling, type: decoder.session.lastDescribed, isRequired: required))
    return try described.get().0
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let spelling = decoder.session.jsonKey(key, in: decoder.path)
    let container = try decoder.nested(at: spelling).container(keyedBy: type)
    decoder.record(field: SchemaField(key: spelling, type: .object(name: spelling, fields: []), isRequired: true))
    return container
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let spelling = decoder.session.jsonKey(key, in: decoder.path)
    decoder.record(field: SchemaField(key: spelling, type: .array(.unknown(name: "element")), isRequired: true))
    return try decoder.nested(at: spelling).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    decoder.record(field: SchemaField(key: "super", type: .unknown(name: "super"), isRequired: true))
    return decoder.nested(at: "super")
  }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    let spelling = decoder.session.jsonKey(key, in: decoder.path)
    decoder.record(field: SchemaField(key: spelling, type: .unknown(name: spelling), isRequired: true))
    return decoder.nested(at: spelling)
  }
}

struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: RecordingDecoder
  private(set) var currentIndex = 0

  init(decoder: RecordingDecoder) {
    self.decoder = decoder
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  /// One element, so the model decodes exactly one and its type is learned.
  var count: Int? { 1 }
  var isAtEnd: Bool { currentIndex >= 1 }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    // Told there is one element, a model that reads a second reads the array by position.
    if currentIndex > 0 { decoder.session.notePositional(at: decoder.path) }
    let (value, schema) = try decoder.describe(type, at: .index(currentIndex))
    if case .unkeyed(nil) = decoder.asked { decoder.asked = .unkeyed(element: schema) }
    if currentIndex > 0 { decoder.session.notePosition(currentIndex, of: decoder.path, as: schema) }
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    currentIndex += 1
    return try decoder.nestedElementDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    currentIndex += 1
    return try decoder.nestedElementDecoder().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    currentIndex += 1
    return decoder.nestedElementDecoder()
  }
}

struct RecordingSingleValueContainer: SingleValueDecodingContainer {
  let decoder: RecordingDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let scalar = ScalarSchema.of(type) {
      decoder.asked = .single(scalar.type)
      // The sample's own value where it has one: a type that parses its string (`"1s"` as a
      // duration) refuses a placeholder.
      guard let value = decoder.session.describeAndMake(type, at: decoder.path) else {
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no placeholder for \(type)"))
      }
      return value
    }
    guard let value = decoder.session.describeAndMake(type, at: decoder.path) else {
      throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no placeholder for \(type)"))
    }
    decoder.asked = .single(decoder.session.lastDescribed)
    return value
  }
}
