import JSONCore

extension RefusablePlaceholder {
  /// The values to hand out where the model refused the placeholder: first those `samples` hold
  /// at the same key anywhere else, of the same kind (a media type a listing's results hold, where
  /// no fixture has the nested one), then the made-up ``alternatives``.
  func alternatives(heldAtItsKeyIn samples: [JSONValue]) -> [JSONValue] {
    guard case .key(let key)? = path.components.last else { return alternatives }
    var held: [JSONValue] = []
    for sample in samples where held.count < Self.mostHeldValues {
      sample.collectValues(atKey: key, into: &held, limit: Self.mostHeldValues) { self.isOfItsKind($0) }
    }
    return held + alternatives.filter { !held.contains($0) }
  }

  /// How many values held elsewhere are tried.
  static let mostHeldValues = 4

  private func isOfItsKind(_ value: JSONValue) -> Bool {
    switch (type, value) {
    case (.string, .string), (.bool, .bool), (.integer, .number), (.number, .number): true
    default: false
    }
  }
}

extension JSONValue {
  /// Appends to `found` each distinct value that `accepts`, held at `key` anywhere in this value,
  /// until it holds `limit`.
  fileprivate func collectValues(
    atKey key: String, into found: inout [JSONValue], limit: Int, _ accepts: (JSONValue) -> Bool
  ) {
    guard found.count < limit else { return }
    switch self {
    case .object(let object):
      for member in object.members {
        if member.key == key, accepts(member.value), !found.contains(member.value) {
          found.append(member.value)
          if found.count == limit { return }
        }
        member.value.collectValues(atKey: key, into: &found, limit: limit, accepts)
      }
    case .array(let elements):
      for element in elements { element.collectValues(atKey: key, into: &found, limit: limit, accepts) }
    default:
      break
    }
  }
}
