import Foundation
import JSONCore

extension ModelReflection {
  /// Finds values by property path in one model, remembering the elements of each collection
  /// it passes through and the properties of the last value it opened at each depth, so reading
  /// every value of a large array costs one reflection per element, not one per value.
  struct Resolver {
    let model: Any
    /// The collection last opened at each depth, with the steps that reach it.
    private var collections: [Int: (prefix: [PropertyMap.Step], elements: any IndexedElements)] = [:]
    private var opened: [Int: (prefix: [PropertyMap.Step], properties: [String: Any])] = [:]
    private var lastParent: Parent?
    /// The struct types met so far, read by offset.
    private var storedFields: [ObjectIdentifier: StoredFields] = [:]
    /// The steps of the last parent reached from the model, each with the value it reached.
    private var trail: [(step: PropertyMap.Step, value: Any)] = []
    /// The number of each leaf's steps before its last (``value(of:indexes:)``).
    private var parentSlots: [[PropertyMap.Step]: Int] = [:]

    /// The model copied for ``matchesByBytes(_:leaf:indexes:scalars:)``, once it is asked.
    private var bytes: ModelBytes??

    init(model: Any) {
      self.model = model
    }

    /// Whether the value at `leaf`'s property path is surely what `value` says, read from the
    /// model's bytes by a ``ByteRoute``; `false` leaves the answer to ``value(of:indexes:)``.
    mutating func matchesByBytes(_ value: JSONValue, leaf: ComparisonPlan.Leaf, indexes: [Int], scalars: ScalarMatch)
      -> Bool
    {
      if bytes == nil { bytes = .some(ModelBytes(model)) }
      guard let model = bytes ?? nil else { return false }
      if !leaf.routeTried {
        leaf.routeTried = true
        leaf.route = leaf.mapped.flatMap { ByteRoute($0, from: model.type) }
      }
      return leaf.route?.matches(value, in: model, indexes: indexes, reading: leaf.reading, scalars: scalars) ?? false
    }

    mutating func value(at path: [PropertyMap.Step]) -> Any? {
      // The values of one object are asked for one after the other: their parent is reached once,
      // and a struct's stored values are read from it together.
      guard let last = path.indices.last else { return unwrap(model) ?? Optional<Any>.none as Any }
      guard reachParent(of: path) else { return nil }
      return valueInParent(path, last: last)
    }

    /// The value at `leaf`'s property path, `indexes` (a payload value's array indexes from the
    /// root) standing for its `[0]`s: what ``value(at:)`` finds, found without making the path
    /// when the value asked for before had the same parent.
    mutating func value(of leaf: ComparisonPlan.Leaf, indexes: [Int]) -> Any? {
      guard let mapped = leaf.mapped else { return nil }
      if leaf.parentSlot < 0 { leaf.parentSlot = slot(ofParentOf: mapped) }
      let parentIndexes = indexes.prefix(leaf.parentIndexCount)
      if let parent = lastParent, parent.slot == leaf.parentSlot, parent.indexes.elementsEqual(parentIndexes),
        let name = leaf.lastProperty, let found = parentsStoredValue(name, for: leaf)
      {
        return unwrap(found) ?? Optional<Any>.none as Any
      }
      let path = leaf.passesThroughArrays ? PropertyMap.steps(mapped, indexes: indexes) : mapped
      guard let last = path.indices.last else { return unwrap(model) ?? Optional<Any>.none as Any }
      guard reachParent(of: path) else { return nil }
      lastParent?.slot = leaf.parentSlot
      lastParent?.indexes = Array(parentIndexes)
      return valueInParent(path, last: last)
    }

    /// The number the steps before `mapped`'s last have in this resolver.
    private mutating func slot(ofParentOf mapped: [PropertyMap.Step]) -> Int {
      let parent = Array(mapped.dropLast())
      if let known = parentSlots[parent] { return known }
      parentSlots[parent] = parentSlots.count
      return parentSlots.count - 1
    }

    /// Makes the last parent what `path`'s steps before its last reach; `false` when they reach
    /// nothing, the last parent left as it was.
    private mutating func reachParent(of path: [PropertyMap.Step]) -> Bool {
      let last = path.count - 1
      if let parent = lastParent, parent.steps.elementsEqual(path[..<last]) { return true }
      // The steps it shares with the path reached before are not taken again.
      var shared = 0
      while shared < min(trail.count, last), trail[shared].step == path[shared] { shared += 1 }
      trail.removeSubrange(shared...)
      guard
        let reached = value(
          at: path[shared..<last], from: shared == 0 ? model : trail[shared - 1].value, fullPath: path, first: shared,
          recording: true)
      else { return false }
      lastParent = Parent(steps: Array(path[..<last]), value: reached)
      return true
    }

    /// The value `path`'s last step reaches from the last parent, which its other steps reach.
    private mutating func valueInParent(_ path: [PropertyMap.Step], last: Int) -> Any? {
      if case .property(let name) = path[last], let found = parentsStoredValue(name) {
        return unwrap(found) ?? Optional<Any>.none as Any
      }
      guard let parent = lastParent?.value,
        let found = value(at: path[last...], from: parent, fullPath: path, first: last)
      else { return nil }
      return unwrap(found) ?? Optional<Any>.none as Any
    }

    /// The last value a path's parent steps reached, and its stored values once one is asked for.
    private final class Parent {
      let steps: [PropertyMap.Step]
      let value: Any
      var stored: (fields: StoredFields, values: [Any], type: ObjectIdentifier)?
      /// Whether its stored values cannot be read by offset (a class, an enum, a custom mirror).
      var unreadable = false
      /// The parent slot and the indexes of the leaf that reached it last (``value(of:indexes:)``).
      var slot = -1
      var indexes: [Int] = []

      init(steps: [PropertyMap.Step], value: Any) {
        self.steps = steps
        self.value = value
      }
    }

    /// The stored property `name` of the last parent, when the parent is a struct read by offset;
    /// where it sits is kept in `leaf` for the next parent of the same type.
    private mutating func parentsStoredValue(_ name: String, for leaf: ComparisonPlan.Leaf? = nil) -> Any? {
      guard let parent = lastParent, !parent.unreadable else { return nil }
      if parent.stored == nil {
        guard let unwrapped = unwrap(parent.value) else { return nil }
        let type = ObjectIdentifier(Swift.type(of: unwrapped))
        let fields = fields(of: unwrapped, type: type)
        guard fields.isReadable, let values = fields.values(in: unwrapped) else {
          parent.unreadable = true
          return nil
        }
        parent.stored = (fields, values, type)
      }
      guard let stored = parent.stored else { return nil }
      if let known = leaf?.storedPosition, known.type == stored.type { return stored.values[known.position] }
      guard let position = stored.fields.position(of: name) else { return nil }
      leaf?.storedPosition = (stored.type, position)
      return stored.values[position]
    }

    /// The stored fields of `value`'s type, found once per type.
    private mutating func fields(of value: Any, type: ObjectIdentifier? = nil) -> StoredFields {
      let type = type ?? ObjectIdentifier(Swift.type(of: value))
      if let known = storedFields[type] { return known }
      let fields = StoredFields(of: value)
      storedFields[type] = fields
      return fields
    }

    /// The value `steps` reach from `start`, which `fullPath[..<first]` reaches from the model;
    /// when `recording`, each step and the value it reaches go into ``trail``.
    private mutating func value(
      at steps: ArraySlice<PropertyMap.Step>, from start: Any, fullPath path: [PropertyMap.Step], first: Int,
      recording: Bool = false
    ) -> Any? {
      var current: Any = start
      for (depth, step) in zip(first..., steps) {
        if recording, depth > first { trail.append((path[depth - 1], current)) }
        guard let unwrapped = unwrap(current) else { return nil }
        switch step {
        case .property(let name):
          if let child = property(name, of: unwrapped, reachedBy: path[..<depth], depth: depth) {
            current = child
          } else if depth == path.count - 1, let payload = Self.otherCasesPayload(of: unwrapped) {
            // A value read into the case its content chooses (`.url` or `.string` from one
            // string): the case it is in holds it, or, a case of several values, the whole
            // value stands for it (compared by what it writes).
            current = payload
          } else if let payload = Self.currentCasesValues(of: unwrapped) {
            // A path learned through one case of an enum, in an element decoded as another
            // (`.carousel` where `.collection` was learned): the keys below are read into the
            // case it is in, under the same names.
            current = payload
          } else if Self.isCaseValue(unwrapped) {
            // A path learned through a case holding a raw value (`.unknown(rawValue:)`), in a
            // value decoded as a known case (`.some(.public)`): that case stands for the key.
            current = unwrapped
          } else {
            return nil
          }
        case .index(let index):
          guard let elements = collection(unwrapped, reachedBy: path[..<depth], depth: depth),
            (0..<elements.count).contains(index)
          else { return nil }
          current = elements.element(at: index)
        case .key(let key):
          let mirror = Mirror(reflecting: unwrapped)
          guard mirror.displayStyle == .dictionary else { return nil }
          let pair = mirror.children.lazy.map { Array(Mirror(reflecting: $0.value).children) }
            .first { $0.count == 2 && "\($0[0].value)" == key }
          guard let pair else { return nil }
          current = pair[1].value
        }
      }
      if recording, let step = steps.last { trail.append((step, current)) }
      return current
    }

    /// The one value an enum's current case holds, when `value` is an enum case holding one; the
    /// enum itself when its case holds several (`.path(["a", "b"], separator: ":")`), since no one
    /// of them stands for the value.
    private static func otherCasesPayload(of value: Any) -> Any? {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, mirror.children.count == 1, let child = mirror.children.first else {
        return nil
      }
      return Mirror(reflecting: child.value).displayStyle == .tuple ? value : child.value
    }

    /// Whether `value` is an enum case that is one plain value: by its raw value or its name.
    private static func isCaseValue(_ value: Any) -> Bool {
      Mirror(reflecting: value).displayStyle == .enum && ModelReflection.normalizedText(value) != nil
    }

    /// What an enum's current case holds (one value, or the tuple of several), when `value` is
    /// an enum case that holds something.
    private static func currentCasesValues(of value: Any) -> Any? {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, mirror.children.count == 1 else { return nil }
      return mirror.children.first?.value
    }

    /// `value`, which `prefix` reaches, as a collection read by position; `nil` when it is none.
    private mutating func collection(_ value: Any, reachedBy prefix: ArraySlice<PropertyMap.Step>, depth: Int)
      -> (any IndexedElements)?
    {
      if let known = collections[depth], known.prefix.elementsEqual(prefix) { return known.elements }
      let elements: any IndexedElements
      if let indexed = value as? any IndexedElements {
        elements = indexed
      } else {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection else { return nil }
        elements = mirror.children.map(\.value)
      }
      collections[depth] = (Array(prefix), elements)
      return elements
    }

    /// The stored property `name` of `value`, which `prefix` reaches: read by offset from a
    /// struct, else found with a `Mirror`.
    private mutating func property(
      _ name: String, of value: Any, reachedBy prefix: ArraySlice<PropertyMap.Step>, depth: Int
    ) -> Any? {
      let fields = fields(of: value)
      // A struct held inside a protocol's existential is read by its mirror.
      if fields.isReadable, let found = fields.value(named: name, in: value) { return found }
      return properties(of: value, reachedBy: prefix, depth: depth)[name]
    }

    /// The stored properties of `value` by name; `value` is what `prefix` reaches.
    private mutating func properties(of value: Any, reachedBy prefix: ArraySlice<PropertyMap.Step>, depth: Int)
      -> [String: Any]
    {
      if let cached = opened[depth], cached.prefix.elementsEqual(prefix) { return cached.properties }
      var properties: [String: Any] = [:]
      for child in storedChildren(Mirror(reflecting: value)) {
        guard let name = propertyName(child.label), properties[name] == nil else { continue }
        properties[name] = stored(child)
      }
      opened[depth] = (Array(prefix), properties)
      return properties
    }
  }
}
