/// The words of a name however it is written (`line-item`, `line_item`, `lineItem`, `LineItem`,
/// `LINE_ITEM`), so that a file name and a model name can be compared whatever their case style.
enum NameWords {
  /// `text` cut at every character that is not a letter or a digit, where a lower-case letter meets
  /// an upper-case one, and where letters meet digits: `payment-state-3` and `paymentState3` are
  /// `payment`, `state`, `3`.
  static func words(_ text: String) -> [String] {
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
  static func key(_ name: String) -> String {
    words(name).joined().lowercased()
  }

  /// The keys of every run of words that `text` begins with: `merchant-null-logo` begins with
  /// `merchant`, `merchantnull` and `merchantnulllogo`.
  static func leadingKeys(_ text: String) -> Set<String> {
    var keys: Set<String> = []
    var key = ""
    for word in words(text) {
      key += word.lowercased()
      keys.insert(key)
    }
    return keys
  }

  private static func startsWord(_ character: Character, after previous: Character) -> Bool {
    (previous.isLowercase && character.isUppercase) || (previous.isLetter != character.isLetter)
  }
}
