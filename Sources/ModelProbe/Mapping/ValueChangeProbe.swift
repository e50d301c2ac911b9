import Foundation
import JSONCore
import JSONTrace

/// Learns where keys land from a payload the model decodes, one value at a time: each key is
/// given a value close to its own and in the same form (``ValueChanges``), the payload is decoded
/// again, and the one stored property that changed (found with `Mirror`) is where the key lands.
/// Real values are what the model's own parsing accepts, where made-up sentinels are not.
struct ValueChangeProbe {
  /// At most this many values are probed per payload, and only in payloads of at most
  /// ``valueLimit`` values: each probe is a decode of the whole payload.
  static let keyLimit = 400
  static let valueLimit = 50_000

  let schema: ModelSchema
  let options: DecodingOptions
  /// Decodes a payload into the model, `nil` when the model refuses it.
  let decode: (JSONValue) -> Any?

  /// Why a key could not be learned, by key path (arrays at `[0]`).
  struct Outcome {
    var properties: [JSONPath: [PropertyMap.Step]] = [:]
    var reasons: [JSONPath: String] = [:]
    /// Keys the model only checks (``PropertyMap/checked``), with the value it accepted.
    var checked: [JSONPath: JSONValue] = [:]
    /// Flags that decide whether a property holds a value (``PropertyMap/gates``).
    var gates: [JSONPath: PropertyMap.Gate] = [:]
  }

  /// Where the keys `wanted` (key paths with arrays at `[0]`) land, learned from `payload` at the
  /// first place each occurs. Each probe decodes the whole payload again: a large one is probed
  /// with its long arrays cut to their first elements (``shortened(_:)``), where the model decodes
  /// that too, and the keys found only further on with the whole of it.
  func learn(_ wanted: Set<JSONPath>, from payload: JSONValue) -> Outcome {
    let short = Self.shortened(payload)
    guard short != payload, decode(short) != nil else { return learn(wanted, probing: payload, whole: payload) }
    var outcome = learn(wanted, probing: short, whole: payload)
    let inShort = Set(firstPlaces(of: wanted, in: short)?.map(\.0) ?? [])
    let left = Set(wanted.subtracting(inShort).sorted().prefix(Self.keysProbedWhole))
    guard !left.isEmpty else { return outcome }
    let rest = learn(left, probing: payload, whole: payload)
    outcome.properties.merge(rest.properties) { first, _ in first }
    outcome.reasons.merge(rest.reasons) { first, _ in first }
    outcome.checked.merge(rest.checked) { first, _ in first }
    outcome.gates.merge(rest.gates) { first, _ in first }
    return outcome
  }

  /// How many values a payload holds before it is probed shortened.
  static let shortenedAbove = 2_000
  /// How many keys found only beyond a shortened payload's cut are probed in the whole payload.
  static let keysProbedWhole = 16
  /// How many elements of a long array a shortened payload keeps.
  static let keptElements = 3

  /// `payload` with every array of more than ``keptElements`` elements cut to its first ones, when
  /// it holds more than ``shortenedAbove`` values; else `payload` itself.
  static func shortened(_ payload: JSONValue) -> JSONValue {
    var count = 0
    func counted(_ value: JSONValue) {
      guard count <= shortenedAbove else { return }
      count += 1
      switch value {
      case .object(let object): for member in object.members { counted(member.value) }
      case .array(let elements): for element in elements { counted(element) }
      default: break
      }
    }
    counted(payload)
    guard count > shortenedAbove else { return payload }
    func cut(_ value: JSONValue) -> JSONValue {
      switch value {
      case .object(var object):
        for index in object.members.indices { object.members[index].value = cut(object.members[index].value) }
        return .object(object)
      case .array(let elements):
        return .array(elements.prefix(keptElements).map(cut))
      default:
        return value
      }
    }
    return cut(payload)
  }

  /// ``learn(_:from:)`` with each value changed in `probing`, and real values borrowed from `whole`.
  private func learn(_ wanted: Set<JSONPath>, probing payload: JSONValue, whole: JSONValue) -> Outcome {
    var outcome = Outcome()
    guard !wanted.isEmpty, let base = decode(payload) else { return outcome }
    guard let places = firstPlaces(of: wanted, in: payload) else { return outcome }
    let others = Self.distinctValues(of: Set(places.map(\.0)), in: whole)
    let before = Self.texts(of: base)
    // What differs between two decodings of the same payload (a lock's pointer, a fresh UUID)
    // holds none of its values.
    let unstable = decode(payload).map { Self.changedPaths(before, Self.texts(of: $0)) } ?? []
    let types = Dictionary(schema.fieldPaths.map { ($0.path, $0.field.type) }, uniquingKeysWith: { first, _ in first })
    for (zeroed, place) in places.prefix(Self.keyLimit) {
      guard let value = payload[place] else { continue }
      let type = types[zeroed] ?? schema.type(following: zeroed)
      let candidates = ValueChanges.candidates(
        for: value, cases: cases(of: type),
        standIn: type.map { SentinelProbe.standIn(for: $0, schema: schema, options: options) },
        borrowed: borrowed(for: value, at: place, zeroed: zeroed, in: payload, others: others))
      var reason = "the model refuses every other value tried"
      var refusedEvery = true
      for candidate in candidates {
        guard let changed = decode(payload.replacing(place, with: candidate)) else { continue }
        refusedEvery = false
        let after = Self.texts(of: changed)
        switch Self.difference(before, after, ignoring: unstable) {
        case .one(let property):
          if let holds = Self.gate(value, changing: property, before: before, after: after) {
            let decided = Self.zeroing(property, foundAt: place, as: zeroed)
            outcome.gates[zeroed] = PropertyMap.Gate(property: decided, holdsWhenTrue: holds)
            reason = ""
            break
          }
          outcome.properties[zeroed] = property
          reason = ""
        case .none:
          reason =
            type == nil
            ? ModelComparison.doesNotReadReason : "the model holds the same values whatever this key says"
          continue
        case .several(let properties):
          if let element = Self.setElement(properties, in: changed) {
            outcome.properties[zeroed] = element
            reason = ""
          } else if let holder = Self.nearestHolder(of: candidate, among: properties, in: after) {
            outcome.properties[zeroed] = holder
            reason = ""
          } else {
            reason =
              "changing it changes \(properties.count) properties (\(properties.prefix(3).map(PropertyMap.describe).joined(separator: ", ")))"
            continue
          }
        }
        break
      }
      if outcome.properties[zeroed] == nil, outcome.gates[zeroed] == nil {
        // Only a value the model accepts as it is alone is placed by its text: one it decodes
        // changed to no effect is not read (a key no property is named for whose value another
        // key repeats).
        if refusedEvery, let holder = Self.onlyHolder(of: value, in: before) ?? Self.onlyCase(namedBy: value, in: base)
        {
          outcome.properties[zeroed] = holder
        } else {
          outcome.reasons[zeroed] = reason
          if refusedEvery, !candidates.isEmpty, Self.isCheckable(value) { outcome.checked[zeroed] = value }
        }
      }
      outcome.properties[zeroed] = outcome.properties[zeroed].map { Self.zeroing($0, foundAt: place, as: zeroed) }
    }
    return outcome
  }

  /// Whether the flag `value`, changed, only made `property` hold a value or stop holding one,
  /// and which value of the flag makes it hold one: `nil` where the property holds the flag
  /// itself, or anything but a value or none.
  static func gate(
    _ value: JSONValue, changing property: [PropertyMap.Step], before: [[PropertyMap.Step]: String?],
    after: [[PropertyMap.Step]: String?]
  ) -> Bool? {
    guard case .bool(let flag) = value else { return nil }
    let was = before[property] ?? nil
    let now = after[property] ?? nil
    let holder = before.keys.contains { $0.starts(with: property) && $0.count > property.count }
    let held = was != nil || holder
    let holds = now != nil || after.keys.contains { $0.starts(with: property) && $0.count > property.count }
    guard held != holds, !(was?.hasPrefix("b:") ?? false), !(now?.hasPrefix("b:") ?? false) else { return nil }
    return held == flag
  }

  /// Whether a model can check `value` against one it expects: a string, a number or a boolean.
  static func isCheckable(_ value: JSONValue) -> Bool {
    switch value {
    case .string, .number, .bool: true
    default: false
    }
  }

  /// The one property that holds `value`'s own text, when the value is distinctive (not a
  /// boolean, not `null`, not a short string or a small number) and no other property holds it:
  /// a value the model accepts only as it is (an enum case no other fixture shows) still tells
  /// where it lands.
  static func onlyHolder(of value: JSONValue, in leaves: [[PropertyMap.Step]: String?]) -> [PropertyMap.Step]? {
    let text: String
    switch value {
    case .string(let string) where string.count >= 3: text = "s:" + string
    case .number(let number):
      guard let double = Double(number.text), abs(double) >= 10 else { return nil }
      text = "n:\(double)"
    default: return nil
    }
    let holders = leaves.filter { $0.value == text }
    return holders.count == 1 ? holders.first?.key : nil
  }

  /// The one case without a payload in `model` that a string names, whatever its case style
  /// (`"NOT_FOUND"` for `.notFound`, raw value or not): a code read by its name.
  static func onlyCase(namedBy value: JSONValue, in model: Any) -> [PropertyMap.Step]? {
    guard case .string(let string) = value, string.count >= 3 else { return nil }
    let folded = { (name: String) in name.lowercased().filter { $0 != "_" && $0 != "-" } }
    let wanted = folded(string)
    let holders = ModelReflection.leaves(of: model).filter { leaf in
      let mirror = Mirror(reflecting: leaf.value)
      return mirror.displayStyle == .enum && mirror.children.isEmpty && folded(String(describing: leaf.value)) == wanted
    }
    return holders.count == 1 ? holders.first?.path : nil
  }

  /// Real values to try at `place`: the other values of its key in `payload`, then its siblings'
  /// values, those named most like it first (for a `null` any; for an empty string, non-empty strings).
  private func borrowed(
    for value: JSONValue, at place: JSONPath, zeroed: JSONPath, in payload: JSONValue, others: [JSONPath: [JSONValue]]
  ) -> [JSONValue] {
    var found = (others[zeroed] ?? []).filter { $0 != value }
    guard case .object(let parent)? = payload[place.parent] else { return Array(found.prefix(4)) }
    // Siblings named most like the key first: `created_at` lends its value to `closed_at`.
    let key = place.components.last.flatMap { if case .key(let key) = $0 { key } else { nil } } ?? ""
    let siblings = parent.members.filter { $0.key != key }
      .sorted { Self.sharedEnding($0.key, key) > Self.sharedEnding($1.key, key) }
      .map(\.value)
    switch value {
    case .null:
      // A model that holds itself (`repost: Post?`) takes the value its own key has higher up.
      found += Self.values(ofKey: key, in: payload).filter { $0 != .null }.prefix(2)
      found += siblings.filter { $0 != .null }.prefix(6)
    case .string(""):
      found += siblings.filter { if case .string(let text) = $0 { !text.isEmpty } else { false } }.prefix(4)
    default:
      break
    }
    return Array(found.prefix(10))
  }

  /// The values of every member named `key` in `payload`, outermost first.
  static func values(ofKey key: String, in payload: JSONValue) -> [JSONValue] {
    payload.values(underKeys: { $0 == key })
  }

  private func cases(of type: SchemaType?) -> [JSONValue] {
    guard case .enumeration(let name, let cases)? = type else { return [] }
    return schema.enums[name]?.cases.map(\.rawValue) ?? cases.map(JSONValue.string)
  }

  /// The first path of each wanted key in `payload`, in payload order (values only, no containers,
  /// but `null` where an object or array may be); `nil` for a payload of more than
  /// ``valueLimit`` values.
  private func firstPlaces(of wanted: Set<JSONPath>, in payload: JSONValue) -> [(JSONPath, JSONPath)]? {
    var found: [(JSONPath, JSONPath)] = []
    var seen: Set<JSONPath> = []
    var count = 0
    func walk(_ value: JSONValue, _ path: JSONPath, _ zeroed: JSONPath) {
      count += 1
      guard count <= Self.valueLimit else { return }
      switch value {
      case .object(let object):
        for member in object.members {
          walk(member.value, path.appending(key: member.key), zeroed.appending(key: member.key))
        }
      case .array(let elements):
        let positional = schema.positionalArrays.contains(zeroed)
        for (index, element) in elements.enumerated() {
          walk(element, path.appending(index: index), zeroed.appending(index: positional ? index : 0))
        }
      default:
        if wanted.contains(zeroed), seen.insert(zeroed).inserted { found.append((zeroed, path)) }
      }
    }
    walk(payload, .root, .root)
    return count <= Self.valueLimit ? found : nil
  }

  /// How many characters `first` and `second` end with alike.
  static func sharedEnding(_ first: String, _ second: String) -> Int {
    zip(first.reversed(), second.reversed()).prefix { $0 == $1 }.count
  }

  /// Up to four distinct values of each key of `keys` in `payload`.
  static func distinctValues(of keys: Set<JSONPath>, in payload: JSONValue) -> [JSONPath: [JSONValue]] {
    var found: [JSONPath: [JSONValue]] = [:]
    func walk(_ value: JSONValue, _ zeroed: JSONPath) {
      switch value {
      case .object(let object):
        for member in object.members { walk(member.value, zeroed.appending(key: member.key)) }
      case .array(let elements):
        for element in elements { walk(element, zeroed.appending(index: 0)) }
      default:
        guard keys.contains(zeroed), found[zeroed, default: []].count < 4, !found[zeroed, default: []].contains(value)
        else { return }
        found[zeroed, default: []].append(value)
      }
    }
    walk(payload, .root)
    return found
  }

  /// Each leaf's text by property path (`nil` text: an optional holding nothing, or a value with no
  /// scalar text).
  static func texts(of model: Any) -> [[PropertyMap.Step]: String?] {
    Dictionary(
      ModelReflection.leaves(of: model).map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
  }

  enum Difference {
    case none
    case one([PropertyMap.Step])
    case several([[PropertyMap.Step]])
  }

  /// The element of a set that `changed` (several places of one set, which keeps no order: one
  /// element changed moves others), as its first place; `nil` for anything else.
  static func setElement(_ changed: [[PropertyMap.Step]], in model: Any) -> [PropertyMap.Step]? {
    guard let first = changed.first, changed.allSatisfy({ $0.count == first.count }) else { return nil }
    let differing = first.indices.filter { position in changed.contains { $0[position] != first[position] } }
    guard differing.count == 1, let position = differing.first, case .index = first[position],
      let container = ModelReflection.value(at: Array(first[..<position]), in: model).flatMap(ModelReflection.unwrap),
      Mirror(reflecting: container).displayStyle == .set
    else { return nil }
    var element = first
    element[position] = .index(0)
    return element
  }

  /// The leaves that differ between two reflections of the model, in no order.
  static func changedPaths(_ before: [[PropertyMap.Step]: String?], _ after: [[PropertyMap.Step]: String?])
    -> Set<[PropertyMap.Step]>
  {
    var changed: Set<[PropertyMap.Step]> = []
    for (path, text) in after where before[path] == nil || before[path]! != text { changed.insert(path) }
    for path in before.keys where after[path] == nil { changed.insert(path) }
    return changed
  }

  /// Of the properties a changed value changed, the one nearest the top (fewest steps) that holds
  /// the value given, as its own text, when one does: a model that keeps a value twice (a typed
  /// property and a copy of the whole payload) is compared where it keeps it most directly. `nil`
  /// when none holds it as given (a value the model derives others from).
  static func nearestHolder(
    of value: JSONValue, among changed: [[PropertyMap.Step]], in after: [[PropertyMap.Step]: String?]
  ) -> [PropertyMap.Step]? {
    let text: String
    switch value {
    case .string(let string): text = "s:" + string
    case .number(let number):
      guard let double = Double(number.text) else { return nil }
      text = "n:\(double)"
    case .bool(let flag): text = "b:\(flag)"
    default: return nil
    }
    let holders = changed.filter { after[$0] == .some(text) }
    guard let nearest = holders.min(by: { $0.count < $1.count }),
      holders.count(where: { $0.count == nearest.count }) == 1
    else { return nil }
    return nearest
  }

  /// The property that changed between two reflections of the model, but for the `ignoring` ones
  /// (those that differ between two decodings of one payload). An optional that went from
  /// nothing to an object (a `null` given a value) is one property, though its leaves are many.
  static func difference(
    _ before: [[PropertyMap.Step]: String?], _ after: [[PropertyMap.Step]: String?],
    ignoring unstable: Set<[PropertyMap.Step]> = []
  ) -> Difference {
    let changed = Array(changedPaths(before, after).subtracting(unstable))
    guard !changed.isEmpty else { return .none }
    if changed.count == 1 { return .one(changed[0]) }
    // Many leaves under one property that was a single leaf on one side: an optional object or
    // array that came to be, or stopped being.
    let holders = changed.filter { path in
      changed.allSatisfy { $0.starts(with: path) } && (before[path] != nil) != (after[path] != nil)
    }
    if holders.count == 1 { return .one(holders[0]) }
    return .several(changed.sorted { $0.count < $1.count })
  }
}

extension ValueChangeProbe {
  /// `property`, found by changing the value at `place`, with each index `zeroed` writes otherwise
  /// (0, where the element does not keep its position) written so in it too: a map holds the keys
  /// of every element at `[0]`.
  static func zeroing(_ property: [PropertyMap.Step], foundAt place: JSONPath, as zeroed: JSONPath)
    -> [PropertyMap.Step]
  {
    let indexes = zip(place.components, zeroed.components).compactMap { real, kept -> (real: Int, kept: Int)? in
      guard case .index(let real) = real, case .index(let kept) = kept else { return nil }
      return (real, kept)
    }
    var steps = property
    var next = indexes.startIndex
    for position in steps.indices where steps[position].isIndex && next < indexes.endIndex {
      if steps[position] == .index(indexes[next].real) { steps[position] = .index(indexes[next].kept) }
      next += 1
    }
    return steps
  }
}
