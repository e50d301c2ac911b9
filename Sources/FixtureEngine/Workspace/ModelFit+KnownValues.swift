import JSONCore
import ModelProbe

extension ModelFit.Reading {
  /// A reading of `read` of `keys` values.
  init(read: Int, keys: Int) {
    self.read = read
    self.keys = keys
  }

  /// How many of `payload`'s plain values (as ``values(in:)`` counts them) lie where the key tree
  /// `type` reads one: what a model would read of a payload whole, wherever its decoding of it
  /// stops. Keys match whatever their case style (``ShapeCandidates/folded(_:)``); under a part
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
