/// Follows JSON text byte by byte and tells which bytes belong to strings, so a scan for brackets,
/// commas and colons can pass over the ones inside strings without parsing the text.
package struct JSONStringTracker {
  /// What a byte is, read in order.
  package enum Place: Equatable {
    /// Outside every string: JSON's own punctuation, white space, numbers and literals.
    case outside
    /// The quote that opens a string.
    case opening
    /// Inside a string (escapes included).
    case inside
    /// The quote that closes a string.
    case closing
  }

  private var inString = false
  private var escaped = false

  package init() {}

  /// Reads the next byte and says where it is.
  package mutating func read(_ byte: UInt8) -> Place {
    guard inString else {
      guard byte == UInt8(ascii: "\"") else { return .outside }
      inString = true
      return .opening
    }
    if escaped {
      escaped = false
    } else if byte == UInt8(ascii: "\\") {
      escaped = true
    } else if byte == UInt8(ascii: "\"") {
      inString = false
      return .closing
    }
    return .inside
  }

  /// Whether the last byte read left the text inside a string.
  package var isInString: Bool { inString }
}
