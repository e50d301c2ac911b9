/// Strings: escapes, UTF-16 surrogate pairs and strict UTF-8 checking.
extension JSONReader {
  /// Reads a string whose opening quote is at `index`.
  ///
  /// Strings without escapes (nearly all of them) are checked in place and copied once; only an
  /// escape or a control character sends the reader to the general path.
  mutating func parseString() throws(JSONReadFailure) -> String {
    let quote = index
    index += 1
    let start = index
    while true {
      index = plainRunEnd(from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte >= 0x80 {
        index += try checkUTF8Sequence()
      } else {
        return try parseStringSlowly(contentStart: start, quote: quote)
      }
    }
    throw fail("unterminated string; add the closing '\"'", at: quote)
  }

  /// Reads an object's key whose opening quote is at `index`: a short plain ASCII key from the
  /// reader's ``KeyCache`` (the keys of an array of records repeat in every record), any other
  /// as ``parseString()`` reads it.
  mutating func parseKey() throws(JSONReadFailure) -> String {
    let start = index + 1
    let end = plainRunEnd(from: start)
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end - start <= KeyCache.longestKey else {
      return try parseString()
    }
    index = end + 1
    return keys.key(in: bytes, from: start, to: end)
  }

  /// The first position from `start` that holds a quote, a backslash, a control character or a
  /// byte of a multi-byte character (or the end): eight bytes at a time while none of them does.
  @inline(__always)
  func plainRunEnd(from start: Int) -> Int {
    var position = start
    if let base = bytes.baseAddress {
      while position &+ 8 <= bytes.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        if Self.holdsNonPlainByte(word) { break }
        position &+= 8
      }
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      position += 1
    }
    return position
  }

  /// Whether one of the eight bytes of `word` is a quote, a backslash, below 0x20 or above 0x7F.
  /// Each test is the borrow of a byte-wise subtraction: a byte that is zero after the XOR (or
  /// below 0x20) borrows and sets its high bit; bytes above 0x7F have it set already. A borrow
  /// carries only out of a byte that is itself a match, so the answer is never wrong.
  @inline(__always)
  static func holdsNonPlainByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let found = (quotes &- ones) | (backslashes &- ones) | (word &- ones &* 0x20) | word
    return found & (ones &* 0x80) != 0
  }

  /// The general case, once an escape, a control character or a non-ASCII byte turned up.
  private mutating func parseStringSlowly(contentStart: Int, quote: Int) throws(JSONReadFailure) -> String {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(index - contentStart + 32)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape(into: &buffer)
      case 0..<0x20:
        throw fail(
          "unescaped control character U+\(hex4(UInt32(byte))) in a string; write it as an escape such as \\n or \\u\(hex4(UInt32(byte)))"
        )
      case 0x80...:
        try copyUTF8Sequence(into: &buffer)
      default:
        let runStart = index
        index = plainRunEnd(from: index + 1)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
    }
    throw fail("unterminated string; add the closing '\"'", at: quote)
  }

  private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONReadFailure) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw fail("unterminated escape at the end of input", at: escapeStart) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHexUnit(escapeStart: escapeStart)
      try appendScalar(fromUTF16: unit, escapeStart: escapeStart, into: &buffer)
    default:
      throw fail(
        "invalid escape \\\(describeEscapeLetter(letter)) in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
        at: escapeStart)
    }
  }

  private func describeEscapeLetter(_ letter: UInt8) -> String {
    (0x21...0x7E).contains(letter)
      ? String(Character(Unicode.Scalar(letter))) : "(byte 0x\(String(letter, radix: 16, uppercase: true)))"
  }

  /// Reads the four hex digits after `\u`.
  private mutating func readHexUnit(escapeStart: Int) throws(JSONReadFailure) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw fail("invalid \\u escape; expected four hex digits after \\u", at: escapeStart)
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  private mutating func appendScalar(
    fromUTF16 unit: UInt16, escapeStart: Int, into buffer: inout [UInt8]
  ) throws(JSONReadFailure) {
    switch unit {
    case 0xD800...0xDBFF:
      let lowStart = index
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw fail(
          "lone UTF-16 surrogate \\u\(hex4(UInt32(unit))); a high surrogate must be followed by a \\uDC00-\\uDFFF escape",
          at: escapeStart)
      }
      index += 2
      let low = try readHexUnit(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw fail(
          "lone UTF-16 surrogate \\u\(hex4(UInt32(unit))); it is followed by \\u\(hex4(UInt32(low))), not by a low surrogate",
          at: escapeStart)
      }
      let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      appendUTF8(scalar, to: &buffer)
    case 0xDC00...0xDFFF:
      throw fail("lone UTF-16 surrogate \\u\(hex4(UInt32(unit))) without a high surrogate before it", at: escapeStart)
    default:
      appendUTF8(UInt32(unit), to: &buffer)
    }
  }

  /// Checks one UTF-8 sequence and copies it.
  private mutating func copyUTF8Sequence(into buffer: inout [UInt8]) throws(JSONReadFailure) {
    let length = try checkUTF8Sequence()
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
    index += length
  }

  /// Checks the UTF-8 sequence at `index` by the Unicode standard's table of well-formed
  /// sequences and returns its length.
  @inline(__always)
  private func checkUTF8Sequence() throws(JSONReadFailure) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw invalidUTF8(at: index)
    }
    for offset in 1..<length {
      let position = index + offset
      guard position < bytes.count else { throw invalidUTF8(at: position) }
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(bytes[position]) else { throw invalidUTF8(at: position) }
    }
    return length
  }

  private func invalidUTF8(at offset: Int) -> JSONReadFailure {
    guard offset < bytes.count else {
      return fail(
        "invalid UTF-8: the text ends inside a multi-byte character (byte offset \(offset)); save the file as UTF-8",
        at: offset)
    }
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    return fail("invalid UTF-8 byte 0x\(byte) at byte offset \(offset); save the file as UTF-8", at: offset)
  }
}

@inline(__always)
private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}

/// Appends the UTF-8 encoding of a scalar value that is known to be valid.
func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
  switch scalar {
  case 0..<0x80:
    buffer.append(UInt8(scalar))
  case 0x80..<0x800:
    buffer.append(UInt8(0xC0 | scalar >> 6))
    buffer.append(UInt8(0x80 | scalar & 0x3F))
  case 0x800..<0x10000:
    buffer.append(UInt8(0xE0 | scalar >> 12))
    buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    buffer.append(UInt8(0x80 | scalar & 0x3F))
  default:
    buffer.append(UInt8(0xF0 | scalar >> 18))
    buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
    buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
    buffer.append(UInt8(0x80 | scalar & 0x3F))
  }
}
