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
  /// The computed properties that return a stored one (``PropertyAliases``), with the name of
  /// the type at a payload path: a stored property renamed, its old name kept as an alias.
  private let aliases: PropertyAliases
  private let typeName: (JSONPath) -> String?

  /// The reading of `before` against `after`, keys compared with `sameKey`; `aliases` of the types
  /// `typeName` names at each object's path say which new property an old one became.
  init(
    before: PropertyMap, after: PropertyMap, aliases: PropertyAliases = .none,
    typeName: @escaping (JSONPath) -> String? = { _ in nil }, sameKey: @escaping (String, String) -> Bool
  ) {
    self.before = before.properties
    self.after = after.properties
    self.sameKey = sameKey
    self.aliases = aliases
    self.typeName = typeName
    beforeByProperty = Dictionary(grouping: before.properties.keys) { before.properties[$0] ?? [] }
    afterByProperty = Dictionary(grouping: after.properties.keys) { after.properties[$0] ?? [] }
  }

  /// The key of the same object that the property reading the key at `path` (a real payload's
  /// path) read before, when it read another one then: the key the code renamed. A property that
  /// was not there before stands for the one a computed property of its name returns it as
  /// (`var name: String { title }`).
  func renamedKey(at path: JSONPath) -> String? {
    let zeroed = path.withIndexesZeroed
    guard let property = lookUp(zeroed, in: after), let new = zeroed.lastKey else { return nil }
    let earlier = ([property] + aliased(property, at: path.parent)).lazy.compactMap { property in
      self.beforeByProperty[property]?.filter { self.stands($0.parent, for: zeroed.parent) }
    }.first
    // The property may be reached by several paths of the map (a map's value under each key):
    // each read the same key.
    guard let olds = earlier.map({ Set($0.compactMap(\.lastKey)) }), olds.count == 1, let old = olds.first,
      !sameKey(old, new)
    else { return nil }
    return old
  }

  /// `property` as the computed properties of its type that return it name it, where the object
  /// at `parent` holds it: `artists.title` as `artists.name` for `var name: String { title }`.
  private func aliased(_ property: [PropertyMap.Step], at parent: JSONPath) -> [[PropertyMap.Step]] {
    guard case .property(let name)? = property.last, beforeByProperty[property] == nil, let type = typeName(parent)
    else { return [] }
    return aliases.aliases(of: name, in: type).map { property.dropLast() + [.property($0)] }
  }

  /// Whether member `key` of the object at `parent` was read before by a property that reads
  /// another key of the same object now: the member is that property's old key, and no new key's.
  /// A property that reads its value from another object now moved the member there.
  func isClaimedByItsProperty(_ key: String, at parent: JSONPath) -> Bool {
    let zeroed = parent.withIndexesZeroed.appending(key: key)
    guard let property = lookUp(zeroed, in: before), lookUp(zeroed, in: after) != property else { return false }
    if afterByProperty[property]?.contains(where: { stands($0.parent, for: zeroed.parent) }) == true { return true }
    // Kept as a computed property that returns a new stored one, whose key it is now: claimed only
    // where that key's rename says so, so that a member claimed is never left to a placeholder.
    guard case .property(let name)? = property.last, let type = typeName(parent) else { return false }
    return afterByProperty.contains { stored, paths in
      guard case .property(let new)? = stored.last, stored.dropLast() == property.dropLast(),
        aliases.aliases(of: new, in: type).contains(name),
        let newKey = paths.first(where: { stands($0.parent, for: zeroed.parent) })?.lastKey
      else { return false }
      return renamedKey(at: parent.appending(key: newKey)).map { sameKey($0, key) } ?? false
    }
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
