import Foundation

/// A model's stored values as leaves, found with `Mirror`: each leaf with its property path
/// (`address.postalCode`, `assets[1].size`) and a normalized text for comparing with JSON.
enum ModelReflection {
  struct Leaf {
    var path: [PropertyMap.Step]
    var text: String?
    var value: Any
  }

  static func leaves(of model: Any) -> [Leaf] {
    var found: [Leaf] = []
    walk(model, path: [], into: &found, depth: 0)
    return found
  }

  /// The value at `path` in `model`, if the path exists (optionals are unwrapped on the way).
  static func value(at path: [PropertyMap.Step], in model: Any) -> Any? {
    var resolver = Resolver(model: model)
    return resolver.value(at: path)
  }

  /// The record (a struct or class) an enum's current case holds, when `value` is such a case:
  /// a case a scalar of the payload cannot stand for, only choose.
  static func recordInCase(of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, mirror.children.count == 1, let held = mirror.children.first?.value,
      [.struct, .class].contains(Mirror(reflecting: held).displayStyle)
    else { return nil }
    return held
  }

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

    init(model: Any) {
      self.model = model
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
        guard fields.isReadable else {
          parent.unreadable = true
          return nil
        }
        parent.stored = (fields, fields.values(in: unwrapped), type)
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
      guard fields.isReadable else { return properties(of: value, reachedBy: prefix, depth: depth)[name] }
      return fields.value(named: name, in: value)
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

  /// Text that a JSON scalar and a Swift value share when they mean the same thing.
  static func normalizedText(_ value: Any) -> String? {
    switch value {
    case let text as String: return "s:" + text
    case let flag as Bool: return "b:\(flag)"
    case let url as URL: return "s:" + url.absoluteString
    case let date as Date: return "d:\(date.timeIntervalSince1970)"
    case let uuid as UUID: return "s:" + uuid.uuidString
    case let data as Data: return "s:" + data.base64EncodedString()
    case let decimal as Decimal: return "n:" + NSDecimalNumber(decimal: decimal).stringValue
    case let number as Double: return "n:\(number)"
    case let number as Float: return "n:\(Double(number))"
    case let number as any BinaryInteger: return "n:\(Double(number))"
    case let raw as any RawRepresentable: return normalizedText(raw.rawValue)
    // A whole value, not the two integers it keeps inside: no JSON scalar is one, the rules of
    // `Normalization` read it.
    case let duration as Duration: return "t:\(duration)"
    default:
      // A case without associated values and without a raw value is a value too, by its name.
      let mirror = Mirror(reflecting: value)
      return mirror.displayStyle == .enum && mirror.children.isEmpty ? "e:\(value)" : nil
    }
  }

  private static func walk(_ value: Any, path: [PropertyMap.Step], into found: inout [Leaf], depth: Int) {
    guard depth < 64 else { return }
    guard let value = unwrap(value) else {
      found.append(Leaf(path: path, text: nil, value: Optional<Any>.none as Any))
      return
    }
    if let text = normalizedText(value) {
      found.append(Leaf(path: path, text: text, value: value))
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection:
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, path: path + [.index(index)], into: &found, depth: depth + 1)
      }
    case .set:
      // A set keeps no order: its elements in the order of their text, so that one element
      // changed in place moves no other.
      for (index, element) in setElements(mirror).enumerated() {
        walk(element, path: path + [.index(index)], into: &found, depth: depth + 1)
      }
    case .dictionary:
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        walk(pair[1].value, path: path + [.key("\(pair[0].value)")], into: &found, depth: depth + 1)
      }
    default:
      for child in storedChildren(mirror) {
        guard let name = propertyName(child.label) else { continue }
        walk(stored(child), path: path + [.property(name)], into: &found, depth: depth + 1)
      }
    }
  }

  /// A number of any Swift numeric type, exactly as a decimal; `nil` for anything else.
  static func number(_ value: Any) -> Decimal? {
    switch value {
    case let decimal as Decimal: decimal
    case let number as Double: Decimal(string: "\(number)")
    case let number as Float: Decimal(string: "\(number)")
    case let number as any BinaryInteger: Decimal(string: "\(number)")
    default: nil
    }
  }

  /// `Optional.some(x)` as `x`, `nil` as `nil`; anything else as it is.
  static func unwrap(_ value: Any) -> Any? {
    guard isOptional(value), let optional = value as? any OptionalReflecting else { return value }
    return optional.wrappedValue
  }

  /// Whether `value`'s own type is an `Optional`, read from the kind its type metadata starts
  /// with (0x202 for an optional in the stable Swift ABI): a cast to a protocol asks the runtime
  /// for a conformance, and a comparison asks this of every value it reads.
  static func isOptional(_ value: Any) -> Bool {
    let metadata = unsafeBitCast(type(of: value) as Any.Type, to: UnsafeRawPointer.self)
    return metadata.load(as: UInt.self) == optionalMetadataKind
  }

  private static let optionalMetadataKind: UInt = 0x202

  /// The stored properties a mirror shows, a class's own and then its superclasses'.
  static func storedChildren(_ mirror: Mirror) -> [Mirror.Child] {
    var children = Array(mirror.children)
    var superclass = mirror.superclassMirror
    while let next = superclass {
      children += next.children
      superclass = next.superclassMirror
    }
    return children
  }

  /// A set's elements in the order of how they print.
  static func setElements(_ mirror: Mirror) -> [Any] {
    mirror.children.map(\.value).sorted { String(describing: $0) < String(describing: $1) }
  }

  /// Where `steps` pass through a set (`codes[0].wrapped`), the values at the same place in each
  /// of the set's elements, since a set keeps no position; `nil` when they pass through none.
  static func setAlternatives(at steps: [PropertyMap.Step], in model: Any) -> [Any]? {
    for (position, step) in steps.enumerated() {
      guard case .index = step, let container = value(at: Array(steps[..<position]), in: model).flatMap(unwrap),
        Mirror(reflecting: container).displayStyle == .set
      else { continue }
      let rest = Array(steps[(position + 1)...])
      return setElements(Mirror(reflecting: container)).compactMap { value(at: rest, in: $0) }
    }
    return nil
  }

  /// A stored property's value as code reaches it: a property wrapper's storage (`_tags`) by the
  /// value it wraps (`tags`).
  static func stored(_ child: Mirror.Child) -> Any {
    guard child.label?.hasPrefix("_") == true else { return child.value }
    return wrapped(child.value)
  }

  /// The value a property wrapper's storage holds wraps, or `storage` itself when it wraps none.
  static func wrapped(_ storage: Any) -> Any {
    Mirror(reflecting: storage).children.first { $0.label == "wrappedValue" }?.value ?? storage
  }

  /// A stored property's name; property wrappers' storage (`_name`) counts as `name`.
  static func propertyName(_ label: String?) -> String? {
    guard let label else { return nil }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
