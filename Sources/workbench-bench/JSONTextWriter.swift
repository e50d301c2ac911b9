/// Writes JSON text byte by byte for the input generator, escaping strings the way a real
/// producer would, optionally as pure ASCII (`\u00e9`, surrogate pairs for emoji).
struct JSONTextWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
  }

  mutating func raw(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `"key":`
  mutating func key(_ name: StaticString) {
    bytes.append(UInt8(ascii: "\""))
    raw(name)
    raw("\":")
  }

  mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func double(_ value: Double) {
    bytes.append(contentsOf: value.description.utf8)
  }

  mutating func bool(_ value: Bool) {
    value ? raw("true") : raw("false")
  }

  mutating func string(_ text: String, asciiOnly: Bool = false) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "\n": raw("\\n")
      case "\t": raw("\\t")
      case "\r": raw("\\r")
      case "/" where asciiOnly: raw("\\/")
      case _ where scalar.value < 0x20: unicodeEscape(UInt16(scalar.value))
      case _ where scalar.value >= 0x80 && asciiOnly:
        for unit in String(scalar).utf16 { unicodeEscape(unit) }
      default:
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func unicodeEscape(_ unit: UInt16) {
    raw("\\u")
    let digits: [UInt8] = Array("0123456789abcdef".utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(digits[Int(unit >> UInt16(shift) & 0xF)])
    }
  }
}
