/// The single-value container of the tracing decoder: the node's own value.
struct TracingSingleValueContainer: SingleValueDecodingContainer {
  let node: TraceNode

  var codingPath: [any CodingKey] { node.codingPath }

  func decodeNil() -> Bool {
    guard node.value == .null else { return false }
    // `null` taken as itself is a value read, as a keyed container's `decodeNil` counts it.
    if !node.isPlaceholder { node.countRead() }
    return true
  }
  func decode(_ type: Bool.Type) throws -> Bool { try ScalarReading.bool(node) }
  func decode(_ type: String.Type) throws -> String { try ScalarReading.string(node) }
  func decode(_ type: Double.Type) throws -> Double { try ScalarReading.double(node) }
  func decode(_ type: Float.Type) throws -> Float { try ScalarReading.float(node) }
  func decode(_ type: Int.Type) throws -> Int { try ScalarReading.integer(node, type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try ScalarReading.integer(node, type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try ScalarReading.integer(node, type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try ScalarReading.integer(node, type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try ScalarReading.integer(node, type) }
  func decode(_ type: UInt.Type) throws -> UInt { try ScalarReading.integer(node, type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try ScalarReading.integer(node, type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try ScalarReading.integer(node, type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try ScalarReading.integer(node, type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try ScalarReading.integer(node, type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try node.decode(type) }
}
