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

  /// What the model asked for, as a schema type.
  func recorded(name: String) -> SchemaType {
    switch asked {
    case .nothing: return .unknown(name: name)
    case .keyed(let fields, true): return .dictionary(fields.first?.type ?? .unknown(name: "value"))
    case .keyed(let fields, false): return .object(name: name, fields: fields)
    case .unkeyed(let element): return .array(element ?? .unknown(name: "element"))
    case .single(let type): return type
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

  /// Asked for by dictionaries: one made-up key, so that the value type is learned.
  var allKeys: [Key] {
    decoder.markDictionary()
    return Key(stringValue: "<key>").map { [$0] } ?? []
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

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try read(type, key, required: false)
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
    let nested = RecordingDecoder(session: decoder.session, path: decoder.path.appending(key: spelling))
    let container = try nested.container(keyedBy: type)
    decoder.record(field: SchemaField(key: spelling, type: .object(name: spelling, fields: []), isRequired: true))
    return container
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let spelling = decoder.session.jsonKey(key, in: decoder.path)
    let nested = RecordingDecoder(session: decoder.session, path: decoder.path.appending(key: spelling))
    decoder.record(field: SchemaField(key: spelling, type: .array(.unknown(name: "element")), isRequired: true))
    return try nested.unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    RecordingDecoder(session: decoder.session, path: decoder.path.appending(key: "super"))
  }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    RecordingDecoder(
      session: decoder.session, path: decoder.path.appending(key: decoder.session.jsonKey(key, in: decoder.path)))
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
    let (value, schema) = try decoder.describe(type, at: .index(currentIndex))
    if case .unkeyed(nil) = decoder.asked { decoder.asked = .unkeyed(element: schema) }
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    currentIndex += 1
    return try RecordingDecoder(session: decoder.session, path: decoder.path.appending(index: 0)).container(
      keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    currentIndex += 1
    return try RecordingDecoder(session: decoder.session, path: decoder.path.appending(index: 0)).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    currentIndex += 1
    return RecordingDecoder(session: decoder.session, path: decoder.path.appending(index: 0))
  }
}

struct RecordingSingleValueContainer: SingleValueDecodingContainer {
  let decoder: RecordingDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let scalar = ScalarSchema.of(type) {
      decoder.asked = .single(scalar.type)
      guard let value = decoder.session.given(scalar.placeholder as? T, at: decoder.path) else {
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
