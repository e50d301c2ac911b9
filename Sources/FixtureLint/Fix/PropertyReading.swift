import JSONCore
import ModelProbe

/// What the model's code says of a fixture's keys: which stored property reads each key now, and
/// which read it when the fixtures last decoded (the key-to-property maps after and before the
/// change). A property that read key A before and reads key B now renamed A to B, whatever else
/// changed in the model.
struct PropertyReading {
  private let before: [JSONPath: [PropertyMap.Step]]
  private let after: [JSONPath: [PropertyMap.Step]]
  private let beforeByProperty: [[PropertyMap.Step]: [JSONPath]]
  private let afterByProperty: [[PropertyMap.Step]: [JSONPath]]
  private let sameKey: (String, String) -> Bool

  /// The reading of `before` against `after`, keys compared with `sameKey`.
  init(before: PropertyMap, after: PropertyMap, sameKey: @escaping (String, String) -> Bool) {
    self.before = before.properties
    self.after = after.properties
    self.sameKey = sameKey
    beforeByProperty = Dictionary(grouping: before.properties.keys) { before.properties[$0] ?? [] }
    afterByProperty = Dictionary(grouping: after.properties.keys) { after.properties[$0] ?? [] }
  }

  /// The key of the same object that the property reading the key at `path` (a real payload's
  /// path) read before, when it read another one then: the key the code renamed.
  func renamedKey(at path: JSONPath) -> String? {
    let zeroed = path.withIndexesZeroed
    guard let property = lookUp(zeroed, in: after),
      let earlier = beforeByProperty[property]?.filter({ stands($0.parent, for: zeroed.parent) }), earlier.count == 1,
      let old = earlier.first?.lastKey, let new = zeroed.lastKey, !sameKey(old, new)
    else { return nil }
    return old
  }

  /// Whether member `key` of the object at `parent` was read before by a property that reads
  /// another key of the same object now: the member is that property's old key, and no new key's.
  /// A property that reads its value from another object now moved the member there.
  func isClaimedByItsProperty(_ key: String, at parent: JSONPath) -> Bool {
    let zeroed = parent.withIndexesZeroed.appending(key: key)
    guard let property = lookUp(zeroed, in: before), lookUp(zeroed, in: after) != property else { return false }
    return afterByProperty[property]?.contains { stands($0.parent, for: zeroed.parent) } ?? false
  }

  private func lookUp(_ zeroed: JSONPath, in map: [JSONPath: [PropertyMap.Step]]) -> [PropertyMap.Step]? {
    if let found = map[zeroed] { return found }
    return map.first { stands($0.key, for: zeroed) }?.value
  }

  /// Whether the map's path `mapped` is the one of payload path `path`: component by component,
  /// keys compared with `sameKey`, and a map's value (``ModelSchema/anyKey``) under any key.
  private func stands(_ mapped: JSONPath, for path: JSONPath) -> Bool {
    guard mapped.components.count == path.components.count else { return false }
    return zip(mapped.components, path.components).allSatisfy { mine, theirs in
      switch (mine, theirs) {
      case (.key(ModelSchema.anyKey), .key): true
      case (.key(let a), .key(let b)): sameKey(a, b)
      default: mine == theirs
      }
    }
  }
}
