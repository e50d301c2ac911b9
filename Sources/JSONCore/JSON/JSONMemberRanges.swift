/// The members of one object of a JSON text, each key with the bytes of its value: the values are
/// passed over, not built, so a reader can decode only the ones it needs.
package enum JSONMemberRanges {
  /// The members of the object that starts at `start` of `bytes` (white space before it is
  /// passed), in the text's order; `nil` when no object starts there or it is cut short or
  /// malformed between its members. A member's value is not checked: decoding it will.
  package static func members(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> [(
    key: String, value: Range<Int>
  )]? {
    var reader = JSONReader(bytes: bytes)
    reader.index = start
    reader.skipWhitespace()
    guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") else { return nil }
    reader.index += 1
    reader.skipWhitespace()
    var members: [(key: String, value: Range<Int>)] = []
    if reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "}") { return members }
    while true {
      reader.skipWhitespace()
      guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "\""),
        let key = try? reader.parseString()
      else { return nil }
      reader.skipWhitespace()
      guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: ":") else { return nil }
      reader.index += 1
      reader.skipWhitespace()
      let valueStart = reader.index
      reader.skipValue()
      guard reader.index > valueStart, reader.index <= bytes.count else { return nil }
      members.append((key, valueStart..<reader.index))
      reader.skipWhitespace()
      guard reader.index < bytes.count else { return nil }
      switch bytes[reader.index] {
      case UInt8(ascii: ","): reader.index += 1
      case UInt8(ascii: "}"): return members
      default: return nil
      }
    }
  }
}
