import JSONCore

/// The keyed container of the tracing decoder: finds members the way `JSONDecoder` does (first
/// match wins, keys converted by the key strategy) and marks what the model reads.
struct TracingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: TraceNode
  let members: [JSONMember]
  /// A container standing in for a missing or mistyped object: it answers placeholders.
  let silent: Bool

  var codingPath: [any CodingKey] { node.codingPath }

  /// Every key, each looked at: what the model does may depend on which are there.
  var allKeys: [Key] {
    if !silent { members.indices.forEach(node.markLooked) }
    var seen = Set<String>()
    return node.lookupKeys(members).compactMap { seen.insert($0).inserted ? Key(stringValue: $0) : nil }
  }

  /// Whether `key` is there; a member found is looked at, since the answer may change what the
  /// model reads.
  func contains(_ key: Key) -> Bool {
    guard !silent, let index = memberIndex(of: key) else { return false }
    node.markLooked(index)
    return true
  }

  private func memberIndex(of key: Key) -> Int? {
    if let index = node.lookupKeys(members).firstIndex(of: key.stringValue) { return index }
    guard node.recorder.options.keys == .convertFromWords, node.recorder.customKeys == nil,
      WordKeys.readsByWords(key.stringValue)
    else { return nil }
    return node.lookupForms(members).firstIndex(of: WordKeys.form(key.stringValue))
  }

  /// The JSON spelling of a key the payload lacks, for paths and messages.
  private func missingSpelling(of key: Key) -> String {
    node.missingSpelling(of: key.stringValue, besides: members.lazy.map(\.key))
  }

  /// The node for `key`'s value; a missing key is recorded once and answered with a placeholder.
  private func childNode(for key: Key, expected: @autoclosure () -> String) throws -> TraceNode {
    if silent { return node.placeholderChild(.key(key.stringValue)) }
    guard let index = memberIndex(of: key) else {
      let spelling = missingSpelling(of: key)
      var message = "the required key \(JSONValue.string(spelling).compactText) is missing"
      if node.recorder.customKeys == nil,
        let note = MissingKeyNote.note(for: key.stringValue, among: members, keys: node.recorder.options.keys)
      {
        message += "; " + note
      }
      try node.recorder.recordFailure(
        at: node.path.appending(key: spelling), .missingKey, expected: expected(), found: nil, message: message)
      return node.placeholderChild(.key(spelling))
    }
    node.markLooked(index)
    return node.child(members[index].value, .key(members[index].key), at: index)
  }

  /// The node for `key`'s value when it is present and not `null`.
  private func presentChild(for key: Key) -> TraceNode? {
    guard !silent, let index = memberIndex(of: key) else { return nil }
    node.markLooked(index)
    // A `null` the model takes for "no value" is a value it reads.
    guard members[index].value != .null else {
      node.countRead(ofMember: index)
      return nil
    }
    return node.child(members[index].value, .key(members[index].key), at: index)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    let child = try childNode(for: key, expected: "a value or null")
    if !child.isPlaceholder, child.value == .null { child.countRead() }
    return child.isPlaceholder || child.value == .null
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try childNode(for: key, expected: readableTypeName(type)).decode(type)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let child = presentChild(for: key) else { return nil }
    return try child.decode(type)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try ScalarReading.bool(try childNode(for: key, expected: "Bool"))
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try ScalarReading.string(try childNode(for: key, expected: "String"))
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try ScalarReading.double(try childNode(for: key, expected: "Double"))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try ScalarReading.float(try childNode(for: key, expected: "Float"))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try ScalarReading.int(try childNode(for: key, expected: "Int"))
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

  private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
    try ScalarReading.integer(try childNode(for: key, expected: "\(type)"), type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try opening(childNode(for: key, expected: "an object")).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try opening(childNode(for: key, expected: "an array")).unkeyedContainer()
  }

  /// `child`, noted as read through a container the model opens itself.
  private func opening(_ child: TraceNode) -> TraceNode {
    node.opened.append(child)
    return child
  }

  func superDecoder() throws -> any Decoder {
    presentChild(for: Key(stringValue: "super")!) ?? node.placeholderChild(.key("super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    presentChild(for: key) ?? node.placeholderChild(.key(key.stringValue))
  }
}
