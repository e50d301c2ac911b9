/// The words of a name however it is written (`line-item`, `line_item`, `lineItem`, `LineItem`,
/// `LINE_ITEM`), so that a file name and a model name can be compared whatever their case style.
package enum NameWords {
  /// `text` cut at every character that is not a letter or a digit, where a lower-case letter meets
  /// an upper-case one, and where letters meet digits: `payment-state-3` and `paymentState3` are
  /// `payment`, `state`, `3`.
  package static func words(_ text: String) -> [String] {
    if let words = text.utf8.withContiguousStorageIfAvailable(asciiWords), let words { return words }
    return characterWords(text)
  }

  /// ``words(_:)``, read character by character: any text.
  package static func characterWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in text {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, !current.isEmpty, startsWord(character, after: previous) {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The words of `name` run together in lower case: `LineItem` and `line_item` are `lineitem`.
  package static func key(_ name: String) -> String {
    words(name).joined().lowercased()
  }

  /// The keys of every run of words that `text` begins with: `merchant-null-logo` begins with
  /// `merchant`, `merchantnull` and `merchantnulllogo`.
  package static func leadingKeys(_ text: String) -> Set<String> {
    var keys: Set<String> = []
    var key = ""
    for word in words(text) {
      key += word.lowercased()
      keys.insert(key)
    }
    return keys
  }

  /// ``words(_:)`` of an ASCII text, read byte by byte; `nil` for any other text.
  private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var words: [String] = []
    var start = 0
    var previous: UInt8 = 0
    for (offset, byte) in bytes.enumerated() {
      guard byte < 0x80 else { return nil }
      let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLower || isUpper || isDigit else {
        if start < offset { words.append(String(decoding: bytes[start..<offset], as: UTF8.self)) }
        start = offset + 1
        previous = 0
        continue
      }
      if previous != 0, start < offset {
        let previousIsLower = previous >= UInt8(ascii: "a") && previous <= UInt8(ascii: "z")
        let previousIsDigit = previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9")
        if (previousIsLower && isUpper) || (previousIsDigit != isDigit) {
          words.append(String(decoding: bytes[start..<offset], as: UTF8.self))
          start = offset
        }
      }
      previous = byte
    }
    if start < bytes.count { words.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return words
  }

  private static func startsWord(_ character: Character, after previous: Character) -> Bool {
    (previous.isLowercase && character.isUppercase) || (previous.isLetter != character.isLetter)
  }
}
