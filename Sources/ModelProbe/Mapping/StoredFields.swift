@_spi(Reflection) import Swift

/// The stored properties of a struct type, found once per type from its metadata and read by
/// offset: what a `Mirror` tells of a struct value, without a `Mirror` (and its labels and boxes)
/// per value. Types with a custom mirror, classes, enums and the standard library's collections
/// are not read this way.
struct StoredFields {
  private struct Field {
    let offset: Int
    let type: Any.Type
    /// Whether the field is a property wrapper's storage (`_tags`): read as the value it wraps.
    let isWrapperStorage: Bool
  }

  /// In declaration order; `nil` when the type is not one this reads.
  private let fields: [Field]?
  /// The position in ``fields`` of each property name (a property wrapper's storage, `_name`,
  /// as `name`).
  private let positions: [String: Int]

  /// The fields of `value`'s type, when it is a plain struct.
  init(of value: Any) {
    let type = Swift.type(of: value)
    guard !(type is CustomReflectable.Type), Mirror(reflecting: value).displayStyle == .struct else {
      self.init(fields: nil, positions: [:])
      return
    }
    self.init(readingFieldsOf: type)
  }

  /// The fields of `type` when it is a plain struct (what its metadata's kind says, with no value
  /// to ask a `Mirror`); `nil` otherwise.
  init?(ofStruct type: Any.Type) {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    guard kind == Self.structKind, !(type is CustomReflectable.Type) else { return nil }
    self.init(readingFieldsOf: type)
    guard isReadable else { return nil }
  }

  private static let structKind: UInt = 0x200

  private init(readingFieldsOf type: Any.Type) {
    var fields: [Field] = []
    var positions: [String: Int] = [:]
    let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      let label = String(cString: name)
      if let property = ModelReflection.propertyName(label), positions[property] == nil {
        positions[property] = fields.count
      }
      fields.append(Field(offset: offset, type: fieldType, isWrapperStorage: label.hasPrefix("_")))
      return true
    }
    self.init(fields: complete ? fields : nil, positions: complete ? positions : [:])
  }

  private init(fields: [Field]?, positions: [String: Int]) {
    self.fields = fields
    self.positions = positions
  }

  /// Whether `type` is a protocol's or a composition's (`any Event`, `any Decodable & Sendable`,
  /// `any P<T>`), read from the kind its metadata starts with in the stable Swift ABI.
  static func isExistential(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return existentialKinds.contains(metadata.load(as: UInt.self))
  }

  /// Existential, existential metatype and extended existential metadata kinds.
  private static let existentialKinds: Set<UInt> = [0x303, 0x306, 0x307]

  /// Whether values of the type are read by offset.
  var isReadable: Bool { fields != nil }

  /// Where the property `name` is in ``values(in:)``, or `nil` when the type has none.
  func position(of name: String) -> Int? {
    positions[name]
  }

  /// Where the stored property `name` sits in a value of this type and what type it is; `nil`
  /// when there is none, or when it is a property wrapper's storage (read as what it wraps).
  func plainField(named name: String) -> (offset: Int, type: Any.Type)? {
    guard let fields, let position = positions[name], !fields[position].isWrapperStorage else { return nil }
    return (fields[position].offset, fields[position].type)
  }

  /// The property `name` of `container` (a value of the type these fields are of), or `nil`
  /// when it has none.
  func value(named name: String, in container: Any) -> Any? {
    guard let fields, let position = positions[name] else { return nil }
    return Self.read(container) { bytes -> Any in Self.load(fields[position], from: bytes) }
  }

  /// Every stored property of `container` (a value of the type these fields are of), in
  /// declaration order: one value read for all of them; `nil` when `container` holds the value
  /// inside a protocol's existential, whose bytes are not its fields.
  func values(in container: Any) -> [Any]? {
    guard let fields else { return [] }
    return Self.read(container) { bytes in fields.map { Self.load($0, from: bytes) } }
  }

  /// `body` over the bytes of the value `container` holds; `nil` when it holds it inside a
  /// protocol's existential (a property of type `any Event`, Twitch's `EventSubNotification.event`):
  /// those bytes are the existential's own, a box or a buffer, not the value's fields.
  private static func read<Result>(_ container: Any, _ body: (UnsafeRawPointer) -> Result) -> Result? {
    func open<Container>(_ container: Container) -> Result? {
      guard !isExistential(Container.self) else { return nil }
      return withUnsafeBytes(of: container) { body($0.baseAddress!) }
    }
    return _openExistential(container, do: open)
  }

  private static func load(_ field: Field, from bytes: UnsafeRawPointer) -> Any {
    func load<Value>(_: Value.Type) -> Any {
      bytes.advanced(by: field.offset).assumingMemoryBound(to: Value.self).pointee
    }
    let value = _openExistential(field.type, do: load)
    return field.isWrapperStorage ? ModelReflection.wrapped(value) : value
  }
}
