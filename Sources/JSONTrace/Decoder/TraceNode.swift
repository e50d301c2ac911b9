import Foundation
import JSONCore

/// The `Decoder` the tracing decoder hands to a model: one per value the model decodes.
///
/// A placeholder node stands for a value that is missing or broken. It answers every request
/// with a neutral value (0, "", nil, an empty array) and records nothing, so that decoding goes
/// on past a failure that has already been recorded once.
///
/// Its state is unchecked for exclusivity, as its recorder's is: one thread traces a payload, and
/// no access to it spans a call into the model's code, which only ever reaches it through the
/// decoding API. Each checked access cost a search of the thread's set of accesses (9% of a trace
/// in the launchers' engine, built one file at a time).
final class TraceNode: Decoder {
  let recorder: TraceRecorder
  let value: JSONValue
  let parent: TraceNode?
  let component: JSONPath.Component?
  /// Where this node's value sits in its parent's object or array; -1 at the root and for a
  /// placeholder.
  let memberIndex: Int
  let isPlaceholder: Bool
  private let placeholderDepth: Int

  /// For an object: which members the model looked at (``looked``) and which it read (``counted``),
  /// each a bit of its mark, and their keys as the key strategy sees them.
  @exclusivity(unchecked) var readMarks: [UInt8]?
  @exclusivity(unchecked) private var convertedKeys: [String]?
  @exclusivity(unchecked) private var keyForms: [String]?
  @exclusivity(unchecked) private var finished = false
  /// Whether a type was decoded from this node before: a second is another try at its value.
  @exclusivity(unchecked) var wasDecoded = false
  /// How many types are being decoded from this node now: more than one where a type hands its
  /// whole value to another (an enum's `singleValueContainer().decode(Session.self)`).
  @exclusivity(unchecked) var decodesUnderway = 0
  /// Nodes below this one that the model read through a container it opened itself
  /// (`nestedContainer(keyedBy:forKey:)`), not by decoding a type there: they finish with this one.
  @exclusivity(unchecked) var opened: [TraceNode] = []

  init(
    value: JSONValue, parent: TraceNode?, component: JSONPath.Component?, memberIndex: Int = -1,
    recorder: TraceRecorder
  ) {
    self.value = value
    self.parent = parent
    self.component = component
    self.memberIndex = memberIndex
    self.recorder = recorder
    self.isPlaceholder = parent?.isPlaceholder ?? false
    self.placeholderDepth = parent?.placeholderDepth ?? 0
  }

  /// A placeholder node below `parent` (or at the root).
  init(placeholderBelow parent: TraceNode?, component: JSONPath.Component?, recorder: TraceRecorder) {
    self.value = .null
    self.parent = parent
    self.component = component
    self.memberIndex = -1
    self.recorder = recorder
    self.isPlaceholder = true
    self.placeholderDepth = (parent?.placeholderDepth ?? 0) + 1
  }

  var userInfo: [CodingUserInfoKey: Any] {
    recorder.readsUserInfo = true
    return recorder.userInfo
  }

  var codingPath: [any CodingKey] {
    var keys: [any CodingKey] = []
    var cursor: TraceNode? = self
    while let node = cursor, let component = node.component {
      keys.append(AnyCodingKey(component))
      cursor = node.parent
    }
    return keys.reversed()
  }

  var path: JSONPath {
    var components: [JSONPath.Component] = []
    var cursor: TraceNode? = self
    while let node = cursor, let component = node.component {
      components.append(component)
      cursor = node.parent
    }
    return JSONPath(components.reversed())
  }

  /// The node of the member at `index` of this node's object or array.
  func child(_ value: JSONValue, _ component: JSONPath.Component, at index: Int) -> TraceNode {
    TraceNode(value: value, parent: self, component: component, memberIndex: index, recorder: recorder)
  }

  /// A member the model looked at, and one it read.
  static let looked: UInt8 = 1
  static let counted: UInt8 = 2

  /// Marks the member at `index` of this node's object as looked at.
  func markLooked(_ index: Int) {
    readMarks?[index] |= Self.looked
  }

  /// Counts this node's value as read: in ``TraceRecorder/readCount`` each time, in
  /// ``TraceRecorder/valuesRead`` the first time only. A model whose code reads a member of an
  /// object again through the same decoder (a wrapper that looks at a key, then hands its whole
  /// value to the type that reads it; a second type tried on the value) reads no more of the
  /// payload. A member decoded again as a whole, and the elements of an array read again, are
  /// counted again.
  func countRead() {
    guard !isPlaceholder, let parent, memberIndex >= 0 else {
      recorder.readCount += 1
      recorder.valuesRead += 1
      return
    }
    parent.countRead(ofMember: memberIndex)
  }

  /// Counts the member at `index` of this node's object or array as read (``countRead()``).
  func countRead(ofMember index: Int) {
    recorder.readCount += 1
    guard let mark = readMarks?[index] else {
      recorder.valuesRead += 1
      return
    }
    guard mark & Self.counted == 0 else { return }
    readMarks?[index] = mark | Self.counted
    recorder.valuesRead += 1
  }

  func placeholderChild(_ component: JSONPath.Component) -> TraceNode {
    TraceNode(placeholderBelow: self, component: component, recorder: recorder)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value, !isPlaceholder else {
      if !isPlaceholder {
        try recorder.recordFailure(
          at: self, value == .null ? .nullValue : .wrongType, expected: "an object", found: value,
          message: "expected an object, found \(value.summary)")
      }
      return KeyedDecodingContainer(TracingKeyedContainer<Key>(node: self, members: [], silent: true))
    }
    if readMarks == nil { readMarks = Array(repeating: 0, count: object.count) }
    // An empty object taken whole is a value read, as `null` is.
    if object.members.isEmpty { countRead() }
    return KeyedDecodingContainer(TracingKeyedContainer<Key>(node: self, members: object.members, silent: false))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value, !isPlaceholder else {
      if !isPlaceholder {
        try recorder.recordFailure(
          at: self, value == .null ? .nullValue : .wrongType, expected: "an array", found: value,
          message: "expected an array, found \(value.summary)")
      }
      return TracingUnkeyedContainer(node: self, elements: [], silent: true)
    }
    if elements.isEmpty { countRead() }
    return TracingUnkeyedContainer(node: self, elements: elements, silent: false)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    TracingSingleValueContainer(node: self)
  }

  /// The keys of this node's object as the key strategy compares them with CodingKeys.
  func lookupKeys(_ members: [JSONMember]) -> [String] {
    if let convertedKeys { return convertedKeys }
    let keys: [String]
    if let customKeys = recorder.customKeys {
      // As JSONDecoder calls it: with the coding path down to the key.
      let path = codingPath
      keys = members.map { customKeys(path + [AnyCodingKey(.key($0.key))]).stringValue }
    } else if recorder.options.keys == .convertFromSnakeCase {
      keys = members.map { SnakeCaseKeys.convert($0.key) }
    } else {
      keys = members.map(\.key)
    }
    convertedKeys = keys
    return keys
  }

  /// Under `convertFromWords`, the words of this node's object's keys (``WordKeys/form(_:)``).
  func lookupForms(_ members: [JSONMember]) -> [String] {
    if let keyForms { return keyForms }
    let forms = members.map { WordKeys.form($0.key) }
    keyForms = forms
    return forms
  }

  /// After the model finished with this node: reports the members it never read, here and in the
  /// nodes it read through containers it opened itself.
  /// Where the model tries types one after another, a key a later try reads is no longer
  /// unread, though an earlier try left it so.
  func finish() {
    if !opened.isEmpty {
      let below = opened
      opened = []
      for node in below { node.finish() }
    }
    guard let readMarks, !isPlaceholder, case .object(let object) = value else { return }
    if recorder.triesAgain, !recorder.unreadKeys.isEmpty {
      // Only members named like a key left unread are looked for among them.
      let names = recorder.unreadNames
      let read = Set(
        readMarks.indices.lazy.filter { readMarks[$0] != 0 && names.contains(object.members[$0].key) }
          .map { self.path.appending(key: object.members[$0].key) })
      if !read.isEmpty { recorder.unreadKeys.removeAll { read.contains($0) } }
    }
    guard !finished else { return }
    finished = true
    for (index, mark) in readMarks.enumerated() where mark == 0 {
      recorder.unreadKeys.append(path.appending(key: object.members[index].key))
      recorder.unreadNames.insert(object.members[index].key)
    }
  }

  /// Whether placeholders have nested so deep that the type must be recursive.
  var placeholderTooDeep: Bool { placeholderDepth > 32 }
}

/// Thrown when a failure was recorded and no placeholder could stand in for the value, so the
/// model's decoding has to stop above it. Nobody records it again.
struct TraceAbandoned: Error {}
