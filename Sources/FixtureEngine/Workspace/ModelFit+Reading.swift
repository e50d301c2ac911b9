import FixtureAssignment
import JSONCore
import JSONTrace
import ModelProbe

extension PayloadReading {
  /// The reading of `inspection`'s trace of `payload`: those values it reads, `null`s included,
  /// and those it asks for but cannot take (a wrong type, a `null` where it needs a value), of
  /// every plain value the payload holds.
  public init(_ inspection: PayloadInspection, of payload: JSONValue) {
    let keys = payload.isEmptyContainer ? 0 : Self.values(in: payload)
    self.init(read: min(keys, Self.read(inspection.trace)), keys: keys)
    if case .object(let object) = payload, !object.members.isEmpty, let trace = inspection.trace {
      let unread = Set(
        trace.unreadKeys.compactMap { path -> String? in
          guard path.components.count == 1, case .key(let key) = path.components[0] else { return nil }
          return key
        })
      coversTopLevel = unread.isEmpty
      // The values under the keys it reads: all but those under the few it does not.
      let unreadMembers = unread.isEmpty ? [] : object.members.filter { unread.contains($0.key) }
      topLevelShare = Double(object.members.count - unreadMembers.count) / Double(object.members.count)
      let underRead = keys - unreadMembers.reduce(0) { $0 + Self.values(in: $1.value) }
      readKeysShare = underRead <= 0 ? 0 : min(1, Double(read) / Double(underRead))
    }
  }

  /// The reading of `inspection`'s trace, each key never read counted once, whatever it holds:
  /// how many keys a model reads, as lint tells it.
  public init(_ inspection: PayloadInspection) {
    let read = Self.read(inspection.trace)
    self.init(read: read, keys: read + (inspection.trace?.unreadKeys.count ?? 0))
  }

  /// The values a trace reads: a value the model asks for but cannot take counts, unless it is
  /// the whole payload (an object where the model reads a string reads nothing of it).
  private static func read(_ trace: DecodeTrace?) -> Int {
    let tried = trace?.failures.count {
      !$0.path.components.isEmpty && [.nullValue, .wrongType, .unknownEnumValue, .invalidValue].contains($0.kind)
    }
    return (trace?.readCount ?? 0) + (tried ?? 0)
  }

  /// How many plain values (`null` included) `value` holds; an empty object or array is one.
  static func values(in value: JSONValue) -> Int {
    switch value {
    case .object(let object): max(1, object.members.reduce(0) { $0 + values(in: $1.value) })
    case .array(let elements): max(1, elements.reduce(0) { $0 + values(in: $1) })
    default: 1
    }
  }

  /// How many of `payload`'s plain values (as `values(in:)` counts them) lie where the key tree
  /// `type` reads one: what a model would read of a payload whole, wherever its decoding of it
  /// stops. Keys match whatever their case style (`ShapeCandidates.folded(_:)`); under a part
  /// of the tree that was not learned, every value counts.
  static func known(in payload: JSONValue, by type: SchemaType) -> Int {
    switch (payload, type) {
    case (_, .unknown), (_, .recursive):
      return values(in: payload)
    case (.object(let object), .object(_, let fields)):
      var byKey: [String: SchemaType] = [:]
      for field in fields {
        byKey[ShapeCandidates.folded(field.key)] = byKey[ShapeCandidates.folded(field.key)] ?? field.type
      }
      return object.members.reduce(0) { sum, member in
        sum + (byKey[ShapeCandidates.folded(member.key)].map { known(in: member.value, by: $0) } ?? 0)
      }
    case (.object(let object), .dictionary(let value)):
      return object.members.reduce(0) { $0 + known(in: $1.value, by: value) }
    case (.array(let elements), .array(let element)):
      return elements.reduce(0) { $0 + known(in: $1, by: element) }
    case (.null, _):
      return 1
    case (.object, _), (.array, _), (_, .object), (_, .array), (_, .dictionary):
      return 0
    default:
      return 1
    }
  }
}

extension JSONValue {
  /// Whether this is `{}` or `[]`.
  fileprivate var isEmptyContainer: Bool {
    switch self {
    case .object(let object): object.members.isEmpty
    case .array(let elements): elements.isEmpty
    default: false
    }
  }
}
