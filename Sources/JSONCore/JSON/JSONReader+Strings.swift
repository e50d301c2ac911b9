/// Strings: escapes, UTF-16 surrogate pairs and strict UTF-8 checking.
///
/// A string is read optimistically: its bytes are scanned eight at a time for a quote, a backslash
/// or a control character, and the standard library checks the UTF-8 as it makes the `String`.
/// Only when that fails is the string read again byte by byte (`readStringStrictly(quote:)`), to
/// say where and what the first problem is.
extension JSONReader {
  /// Reads a string whose opening quote is at `index`.
  mutating func parseString() throws(JSONReadFailure) -> String {
    let quote = index
    let start = index + 1
    let run = stringRun(from: start)
    guard run.end < bytes.count else { return try readStringStrictly(quote: quote) }
    switch bytes[run.end] {
    case UInt8(ascii: "\""):
      let content = UnsafeBufferPointer(rebasing: bytes[start..<run.end])
      if run.isASCII {
        index = run.end + 1
        return String(decoding: content, as: UTF8.self)
      }
      stringScratch.clearBytes()
      stringScratch.pushBytes(content)
      guard let text = stringScratch.validatedString() else { return try readStringStrictly(quote: quote) }
      index = run.end + 1
      return text
    case UInt8(ascii: "\\"):
      return try parseEscapedString(quote: quote, plainEnd: run.end)
    default:
      return try readStringStrictly(quote: quote)
    }
  }

  /// Reads an object's key whose opening quote is at `index`: a short plain ASCII key from the
  /// reader's ``KeyCache`` (the keys of an array of records repeat in every record, in the same
  /// order), any other as ``parseString()`` reads it. `previous` is the cache's slot of the key
  /// read before it in the same object, and becomes this key's.
  mutating func parseKey(after previous: inout Int) throws(JSONReadFailure) -> String {
    let start = index + 1
    if let predicted = keys.predictedKey(after: previous, depth: depth, in: bytes, at: start) {
      index = start + predicted.length + 1
      previous = predicted.slot
      return predicted.text
    }
    let run = stringRun(from: start)
    guard run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\""), run.isASCII,
      run.end - start <= KeyCache.longestKey
    else {
      previous = KeyCache.noSlot
      return try parseString()
    }
    index = run.end + 1
    let found = keys.key(in: bytes, from: start, to: run.end)
    keys.learn(found.slot, after: previous, depth: depth)
    previous = found.slot
    return found.text
  }

  /// The first position from `start` that holds a quote, a backslash or a control character (or
  /// the end), and whether every byte before it is ASCII: eight bytes at a time while none of them
  /// stops the run.
  @inline(__always)
  func stringRun(from start: Int) -> (end: Int, isASCII: Bool) {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var position = start
    var seen: UInt64 = 0
    if let base = bytes.baseAddress {
      while position &+ 8 <= bytes.count {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        let stops = Self.stringStops(in: word)
        if stops != 0 {
          let before = stops.trailingZeroBitCount &>> 3
          seen |= word & ((1 &<< UInt64(before &* 8)) &- 1)
          return (position &+ before, seen & highBits == 0)
        }
        seen |= word
        position &+= 8
      }
    }
    var isASCII = seen & highBits == 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    return (position, isASCII)
  }

  /// The high bit of each byte of `word` (in memory order, lowest first) that is a quote, a
  /// backslash or below 0x20, and perhaps of bytes after the first such byte: the lowest bit set
  /// marks the first byte that stops a run exactly.
  ///
  /// Each test is the borrow of a byte-wise subtraction, masked by the byte's own high bit being
  /// clear. A borrow carries only out of a byte that is itself a match, so no byte before the
  /// first match can be marked.
  @inline(__always)
  static func stringStops(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let found =
      ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
    return found & (ones &* 0x80)
  }

  /// A string with an escape, whose plain beginning ends at `plainEnd` (a backslash): its bytes
  /// are gathered in the reader's scratch buffer and checked as UTF-8 once, when it closes.
  private mutating func parseEscapedString(quote: Int, plainEnd: Int) throws(JSONReadFailure) -> String {
    let buffer = stringScratch
    buffer.clearBytes()
    buffer.pushBytes(UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<plainEnd]))
    index = plainEnd
    do {
      reading: while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard let text = buffer.validatedString() else { break reading }
          index += 1
          return text
        case UInt8(ascii: "\\"):
          try readEscape(into: buffer)
        case 0..<0x20:
          break reading
        default:
          let run = stringRun(from: index)
          buffer.pushBytes(UnsafeBufferPointer(rebasing: bytes[index..<run.end]))
          index = run.end
        }
      }
    } catch {
      // The strict reading below finds the first problem, which may come before this one.
    }
    return try readStringStrictly(quote: quote)
  }

  /// Reads the string whose opening quote is at `quote` byte by byte, checking each UTF-8
  /// sequence as it goes: the first problem is the one reported, as a person reading from the
  /// left would find it.
  private mutating func readStringStrictly(quote: Int) throws(JSONReadFailure) -> String {
    let buffer = stringScratch
    buffer.clearBytes()
    index = quote + 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer.bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape(into: buffer)
      case 0..<0x20:
        throw fail(
          "unescaped control character U+\(hex4(UInt32(byte))) in a string; write it as an escape such as \\n or \\u\(hex4(UInt32(byte)))"
        )
      case 0x80...:
        let length = try checkUTF8Sequence()
        buffer.pushBytes(UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
        index += length
      default:
        buffer.pushByte(byte)
        index += 1
      }
    }
    throw fail("unterminated string; add the closing '\"'", at: quote)
  }

  private mutating func readEscape(into buffer: ScratchStack<UInt8>) throws(JSONReadFailure) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw fail("unterminated escape at the end of input", at: escapeStart) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.pushByte(letter)
    case UInt8(ascii: "b"): buffer.pushByte(0x08)
    case UInt8(ascii: "f"): buffer.pushByte(0x0C)
    case UInt8(ascii: "n"): buffer.pushByte(0x0A)
    case UInt8(ascii: "r"): buffer.pushByte(0x0D)
    case UInt8(ascii: "t"): buffer.pushByte(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHexUnit(escapeStart: escapeStart)
      try appendScalar(fromUTF16: unit, escapeStart: escapeStart, into: buffer)
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
    fromUTF16 unit: UInt16, escapeStart: Int, into buffer: ScratchStack<UInt8>
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
      appendUTF8(scalar, to: buffer)
    case 0xDC00...0xDFFF:
      throw fail("lone UTF-16 surrogate \\u\(hex4(UInt32(unit))) without a high surrogate before it", at: escapeStart)
    default:
      appendUTF8(UInt32(unit), to: buffer)
    }
  }

  /// Checks the UTF-8 sequence at `index` by the Unicode standard's table of well-formed
  /// sequences and returns its length.
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
func appendUTF8(_ scalar: UInt32, to buffer: ScratchStack<UInt8>) {
  switch scalar {
  case 0..<0x80:
    buffer.pushByte(UInt8(scalar))
  case 0x80..<0x800:
    buffer.pushByte(UInt8(0xC0 | scalar >> 6))
    buffer.pushByte(UInt8(0x80 | scalar & 0x3F))
  case 0x800..<0x10000:
    buffer.pushByte(UInt8(0xE0 | scalar >> 12))
    buffer.pushByte(UInt8(0x80 | scalar >> 6 & 0x3F))
    buffer.pushByte(UInt8(0x80 | scalar & 0x3F))
  default:
    buffer.pushByte(UInt8(0xF0 | scalar >> 18))
    buffer.pushByte(UInt8(0x80 | scalar >> 12 & 0x3F))
    buffer.pushByte(UInt8(0x80 | scalar >> 6 & 0x3F))
    buffer.pushByte(UInt8(0x80 | scalar & 0x3F))
  }
}
