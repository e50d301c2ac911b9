/// The RFC 8259 number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum JSONNumberGrammar {
  enum Scan: Equatable {
    /// A number spans up to (not including) `end`.
    case complete(end: Int)
    /// The text breaks the grammar at `offset`.
    case invalid(offset: Int, message: String)
  }

  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
    var index = start
    let count = bytes.count
    if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < count, isDigit(bytes[index]) else {
      return .invalid(offset: index, message: "expected a digit in the number")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < count, isDigit(bytes[index]) {
        return .invalid(offset: index - 1, message: "leading zeros are not allowed in numbers")
      }
    } else {
      while index < count, isDigit(bytes[index]) { index += 1 }
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < count, isDigit(bytes[index]) else {
        return .invalid(offset: index, message: "expected a digit after the decimal point")
      }
      while index < count, isDigit(bytes[index]) { index += 1 }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < count, isDigit(bytes[index]) else {
        return .invalid(offset: index, message: "expected a digit in the exponent")
      }
      while index < count, isDigit(bytes[index]) { index += 1 }
    }
    return .complete(end: index)
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
