/// Passing over a value without building it, for walks that only need positions.
/// Assumes valid JSON: it stops early, never traps, on anything else.
extension JSONReader {
  mutating func skipValue() {
    var depth = 0
    repeat {
      skipWhitespace()
      guard index < bytes.count else { return }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        index += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        index += 1
      default:
        index += 1
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
      }
    } while depth > 0
  }

  /// After a member or an element: past its comma, `true`, when another follows; else past the
  /// container's closing bracket (or whatever stands there), `false`.
  mutating func passComma() -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
      index += 1
      return false
    }
    index += 1
    return true
  }

  private mutating func skipString() {
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""):
        index += 1
        return
      default: index += 1
      }
    }
  }

  private func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"),
      UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
      true
    default:
      false
    }
  }
}
