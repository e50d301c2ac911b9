import JSONCore

/// The unkeyed container of the tracing decoder: walks an array's elements in order.
struct TracingUnkeyedContainer: UnkeyedDecodingContainer {
  let node: TraceNode
  let elements: [JSONValue]
  /// A container standing in for a missing or mistyped array: it is empty.
  let silent: Bool
  private(set) var currentIndex = 0

  init(node: TraceNode, elements: [JSONValue], silent: Bool) {
    self.node = node
    self.elements = elements
    self.silent = silent
  }

  var codingPath: [any CodingKey] { node.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The node of the next element; reading past the end is recorded once.
  private mutating func nextNode(expected: @autoclosure () -> String) throws -> TraceNode {
    let index = currentIndex
    currentIndex += 1
    if silent { return node.placeholderChild(.index(index)) }
    guard index < elements.count else {
      try node.recorder.recordFailure(
        at: node.path.appending(index: index), .missingKey, expected: expected(), found: nil,
        message: "the array has \(elements.count) elements; the model reads one more")
      return node.placeholderChild(.index(index))
    }
    return node.child(elements[index], .index(index), at: index)
  }

  /// Reads the next element with `read`; as `JSONDecoder` does, an element whose reading throws
  /// stays the next one (a model may read it again as another type).
  private mutating func reading<V>(expected: @autoclosure () -> String, _ read: (TraceNode) throws -> V) throws -> V {
    let index = currentIndex
    do {
      return try read(try nextNode(expected: expected()))
    } catch {
      currentIndex = index
      throw error
    }
  }

  mutating func decodeNil() throws -> Bool {
    if !silent, currentIndex < elements.count, elements[currentIndex] != .null { return false }
    _ = try nextNode(expected: "null")
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try reading(expected: readableTypeName(type)) { try $0.decode(type) }
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try reading(expected: "Bool") { try ScalarReading.bool($0) }
  }
  mutating func decode(_ type: String.Type) throws -> String {
    try reading(expected: "String") { try ScalarReading.string($0) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try reading(expected: "Double") { try ScalarReading.double($0) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try reading(expected: "Float") { try ScalarReading.float($0) }
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try reading(expected: "Int", ScalarReading.int) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try reading(expected: "\(type)") { try ScalarReading.integer($0, type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    let owner = node
    return try reading(expected: "an object") { child in
      owner.opened.append(child)
      return try child.container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let owner = node
    return try reading(expected: "an array") { child in
      owner.opened.append(child)
      return try child.unkeyedContainer()
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    try reading(expected: "a value") { $0 }
  }
}
