/// The recursive-descent reader behind ``JSONParser``: values, arrays, objects and literals.
/// Strings and numbers are in their own extensions.
struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  var deepest = 0
  /// A helper reading a later part of the text, whose elements this reader takes when it arrives.
  var split: SplitRead?
  let elementScratch = ScratchStack<JSONValue>()
  let memberScratch = ScratchStack<JSONMember>()
  let keys = KeyCache()
  let stringScratch = ScratchStack<UInt8>()

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(JSONReadFailure) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    guard index < bytes.count else {
      throw fail(
        index == 0 ? "the input is empty; expected a JSON value" : "expected a JSON value, found only white space")
    }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else {
      throw fail("unexpected \(describeByte(at: index)) after the JSON value; only white space may follow it")
    }
    return value
  }

  mutating func parseValue() throws(JSONReadFailure) -> JSONValue {
    guard index < bytes.count else { throw fail("unexpected end of input; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw fail("unexpected \(describeByte(at: index)); expected a value")
    }
  }

  private mutating func parseArray() throws(JSONReadFailure) -> JSONValue {
    try enterContainer()
    index += 1
    let base = elementScratch.count
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    _ = try readElements(unless: nil)
    index += 1
    depth -= 1
    return .array(elementScratch.popValues(from: base))
  }

  /// Reads array elements from `index` to the array's closing bracket, which `index` is left
  /// at, as `parseArray()` reads them: a split read's helper part. `nil` when `split` stops
  /// needing them.
  mutating func parseElementsToClose(unless split: SplitRead) throws(JSONReadFailure) -> [JSONValue]? {
    guard try readElements(unless: split) else { return nil }
    return elementScratch.popValues(from: 0)
  }

  /// Pushes an array's elements, from the first, onto the element stack up to the closing
  /// bracket, which `index` is left at; `false` when `stopping` stops first. Where the reader
  /// arrives at the elements `split`'s helper read, it takes them. (The helper's own reader has
  /// no `split`.) Each `SplitRead` is read through its optional: binding it retains it each time.
  private mutating func readElements(unless stopping: SplitRead?) throws(JSONReadFailure) -> Bool {
    while true {
      if stopping?.isStopped == true { return false }
      skipWhitespace()
      // Read before the stack is named: the other order holds a reference to it across the call.
      let element = try parseValue()
      elementScratch.pushValue(element)
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("unexpected end of input; expected ',' or ']' after an array element")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw fail("trailing comma before ']'; remove the comma or add an element")
        }
        if index >= split?.nextStart.load(ordering: .relaxed) ?? .max,
          let segment = split?.take(at: index, depth: depth)
        {
          for element in segment.elements { elementScratch.pushValue(element) }
          index = segment.end
          return true
        }
      case UInt8(ascii: "]"):
        return true
      default:
        throw fail("expected ',' or ']' after an array element, found \(describeByte(at: index))")
      }
    }
  }

  private mutating func parseObject() throws(JSONReadFailure) -> JSONValue {
    try enterContainer()
    index += 1
    let base = memberScratch.count
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(JSONObject())
    }
    var previousKey = KeyCache.noSlot
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw fail("unexpected end of input; expected a string key") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw fail("expected a string key in double quotes, found \(describeByte(at: index))")
      }
      let key = try parseKey(after: &previousKey)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw fail("expected ':' after the object key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      memberScratch.pushMember(JSONMember(key, value))
      skipWhitespace()
      guard index < bytes.count else {
        throw fail("unexpected end of input; expected ',' or '}' after an object member")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw fail("trailing comma before '}'; remove the comma or add a member")
        }
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(JSONObject(memberScratch.popMembers(from: base)))
      default:
        throw fail("expected ',' or '}' after an object member, found \(describeByte(at: index))")
      }
    }
  }

  private mutating func enterContainer() throws(JSONReadFailure) {
    depth += 1
    if depth > deepest { deepest = depth }
    if depth > JSONParser.maximumDepth {
      throw fail("arrays and objects are nested deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(JSONReadFailure) {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    for offset in 0..<count {
      guard index + offset < bytes.count, bytes[index + offset] == start[offset] else {
        throw JSONReadFailure(
          message: "invalid literal; expected '\(literal)' (JSON literals are lowercase true, false and null)",
          offset: index)
      }
    }
    index += count
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count, Self.isWhiteSpace(bytes[index]) { index += 1 }
  }

  /// Whether `byte` is white space JSON allows between tokens.
  @inline(__always)
  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): true
    default: false
    }
  }

  func fail(_ message: String) -> JSONReadFailure {
    JSONReadFailure(message: message, offset: index)
  }

  func fail(_ message: String, at offset: Int) -> JSONReadFailure {
    JSONReadFailure(message: message, offset: offset)
  }

  /// `'x'` for a printable ASCII byte, a name for common others, `byte 0xNN` otherwise.
  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    switch byte {
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case UInt8(ascii: " "): return "a space"
    case UInt8(ascii: "\n"): return "a line break"
    case 0x80...: return "byte 0x\(String(byte, radix: 16, uppercase: true)) (byte offset \(offset))"
    default: return "control character U+\(hex4(UInt32(byte)))"
    }
  }
}

func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
