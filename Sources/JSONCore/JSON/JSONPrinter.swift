/// How ``JSONPrinter`` lays out JSON.
public enum JSONPrintStyle: Sendable, Hashable {
  /// No white space at all.
  case compact
  /// One member or element per line, indented by two spaces, `"key": value`.
  case pretty
}

/// Writes a ``JSONValue`` as UTF-8 JSON text, deterministically: members in order, numbers as
/// their text, strings with only the escapes JSON requires (`"`, `\` and control characters).
///
/// Printing what the parser read, and parsing what the printer wrote, gives the same value back,
/// so printing is idempotent.
public enum JSONPrinter {
  /// The bytes of `value` in `style`, without a trailing newline.
  public static func bytes(of value: JSONValue, style: JSONPrintStyle = .pretty) -> [UInt8] {
    var writer = JSONWriter(pretty: style == .pretty)
    writer.write(value, indent: 0)
    return writer.output
  }

  /// The text of `value` in `style`, without a trailing newline.
  public static func string(of value: JSONValue, style: JSONPrintStyle = .pretty) -> String {
    String(decoding: bytes(of: value, style: style), as: UTF8.self)
  }
}

extension JSONValue {
  /// This value as pretty JSON text (two-space indent, no trailing newline).
  public var prettyText: String { JSONPrinter.string(of: self, style: .pretty) }

  /// This value as compact JSON text.
  public var compactText: String { JSONPrinter.string(of: self, style: .compact) }
}

struct JSONWriter {
  let pretty: Bool
  var output: [UInt8] = []

  init(pretty: Bool, capacity: Int = 1024) {
    self.pretty = pretty
    output.reserveCapacity(capacity)
  }

  mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .null: appendASCII("null")
    case .bool(let flag): appendASCII(flag ? "true" : "false")
    case .number(let number): appendRaw(number.text)
    case .string(let text): writeString(text)
    case .array(let elements): writeArray(elements, indent: indent)
    case .object(let object): writeObject(object.members, indent: indent)
    }
  }

  private mutating func writeArray(_ elements: [JSONValue], indent: Int) {
    guard !elements.isEmpty else { return appendASCII("[]") }
    output.append(UInt8(ascii: "["))
    for (position, element) in elements.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      newline(indent: indent + 1)
      write(element, indent: indent + 1)
    }
    newline(indent: indent)
    output.append(UInt8(ascii: "]"))
  }

  private mutating func writeObject(_ members: [JSONMember], indent: Int) {
    guard !members.isEmpty else { return appendASCII("{}") }
    output.append(UInt8(ascii: "{"))
    for (position, member) in members.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      newline(indent: indent + 1)
      writeString(member.key)
      output.append(UInt8(ascii: ":"))
      if pretty { output.append(UInt8(ascii: " ")) }
      write(member.value, indent: indent + 1)
    }
    newline(indent: indent)
    output.append(UInt8(ascii: "}"))
  }

  @inline(__always)
  private mutating func newline(indent: Int) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<indent * 2 { output.append(UInt8(ascii: " ")) }
  }

  mutating func writeString(_ text: String) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
          appendEscape(for: byte)
          index += 1
          runStart = index
        } else if byte == 0x7F || byte == 0xC2 || byte == 0xE2,
          let (scalar, length) = Self.terminalControl(utf8, at: index)
        {
          // DEL, C1 controls and bidi overrides are valid in JSON text, but a terminal that shows
          // the output would obey them: written as escapes, they keep their value and show as text.
          output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
          appendUnicodeEscape(scalar)
          index += length
          runStart = index
        } else {
          index += 1
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The scalar DEL, a C1 control (U+0080-U+009F) or a bidi override or isolate (U+202A-U+202E,
  /// U+2066-U+2069) whose UTF-8 form starts at `index`, with that form's length.
  private static func terminalControl(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
    let byte = utf8[index]
    if byte == 0x7F { return (0x7F, 1) }
    if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
      return (UInt32(utf8[index + 1]), 2)
    }
    guard byte == 0xE2, index + 2 < utf8.count else { return nil }
    let (second, third) = (utf8[index + 1], utf8[index + 2])
    if second == 0x80, (0xAA...0xAE).contains(third) { return (0x2000 + UInt32(third - 0x80), 3) }
    if second == 0x81, (0xA6...0xA9).contains(third) { return (0x2040 + UInt32(third - 0x80), 3) }
    return nil
  }

  private mutating func appendUnicodeEscape(_ scalar: UInt32) {
    appendASCII("\\u")
    let digits: StaticString = "0123456789abcdef"
    for shift in stride(from: 12, through: 0, by: -4) {
      output.append(digits.utf8Start[Int((scalar >> UInt32(shift)) & 0xF)])
    }
  }

  private mutating func appendEscape(for byte: UInt8) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    default:
      appendASCII("u00")
      let digits: StaticString = "0123456789abcdef"
      output.append(digits.utf8Start[Int(byte >> 4)])
      output.append(digits.utf8Start[Int(byte & 0xF)])
    }
  }

  private mutating func appendRaw(_ text: String) {
    var text = text
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  private mutating func appendASCII(_ text: StaticString) {
    output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
