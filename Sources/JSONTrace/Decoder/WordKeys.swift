/// The `convertFromWords` key strategy: a JSON key is read as the CodingKey it spells, or else as
/// the CodingKey made of the same words, whatever joins them (`_`, `-`, `.`, a space, a change of
/// case) and whatever case each word is in: `order-id`, `order_id`, `ORDER_ID` and `OrderId` are
/// all `orderId`, and `user_id` is `userID` where the model spells it so.
package enum WordKeys {
  /// A key's words in lower case, joined with nothing: what two spellings of the same words share.
  package static func form(_ key: String) -> String {
    var form = ""
    form.reserveCapacity(key.utf8.count)
    for character in key where !isSeparator(character) { form += character.lowercased() }
    return form
  }

  /// A key's words: split at separators and where the case changes (`userID` -> `user`, `ID`;
  /// `URLValue` -> `URL`, `Value`; `address_line_2` -> `address`, `line`, `2`).
  package static func words(_ key: String) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(key)
    for (index, character) in characters.enumerated() {
      if isSeparator(character) {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if let last = word.last, startsWord(character, after: last, before: characters[safe: index + 1]) {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// `words` joined in camelCase: the first in lower case, each other capitalized.
  package static func camelCased(_ key: String) -> String {
    let words = words(key)
    guard let first = words.first else { return key }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
  }

  /// The CodingKey `key` is read as: itself where a CodingKey is spelled so, else the spelling of
  /// `spellings` with the same words, else its words in camelCase.
  package static func convert(_ key: String, spellings: Spellings) -> String {
    if spellings.written.contains(key) { return key }
    return spellings.byForm[form(key)] ?? camelCased(key)
  }

  /// Whether a CodingKey is read by its words: one in Swift's own style (`userId`, `ownerID`,
  /// a property's name). One written as a server spells keys (`HostName`, `order_id`) was
  /// written to be read as it is, and is read only so.
  package static func readsByWords(_ codingKey: String) -> Bool {
    guard let first = codingKey.first, !first.isUppercase else { return false }
    return !codingKey.contains(where: isSeparator)
  }

  /// Whether the payload's `key` is read as the CodingKey `codingKey`: as it is written, or by
  /// its words where the CodingKey is read so (``readsByWords(_:)``).
  package static func reads(_ key: String, as codingKey: String) -> Bool {
    key == codingKey || (readsByWords(codingKey) && form(key) == form(codingKey))
  }

  /// How the payload would spell a CodingKey it lacks: in the style of the keys beside it
  /// (kebab-case, snake_case), else, or where it is read only as written, as the model spells it.
  package static func spelling(of codingKey: String, besides keys: some Sequence<String>) -> String {
    guard readsByWords(codingKey) else { return codingKey }
    for key in keys {
      for separator in ["-", "_"] where key.contains(separator) {
        return words(codingKey).map { $0.lowercased() }.joined(separator: separator)
      }
    }
    return codingKey
  }

  /// The CodingKeys a decoder converts to: those its models spell otherwise than as the camelCase
  /// of their own words (`userID`, `order_id`), by their words' ``WordKeys/form(_:)``.
  package struct Spellings: Sendable, Hashable {
    package var written: Set<String>
    package var byForm: [String: String]

    package init(_ spellings: some Sequence<String>) {
      written = Set(spellings)
      byForm = [:]
      // Spellings in a server's style are read only as written: `order_id` stays an explicit key.
      for spelling in written.sorted() where readsByWords(spelling) {
        byForm[form(spelling)] = byForm[form(spelling)] ?? spelling
      }
    }
  }

  /// The spellings worth naming beside the strategy: those its camelCase would not make.
  package static func uncommon(_ spellings: some Sequence<String>) -> [String] {
    Set(spellings.filter { camelCased($0) != $0 }).sorted()
  }

  private static func isSeparator(_ character: Character) -> Bool {
    character == "_" || character == "-" || character == "." || character == " "
  }

  private static func startsWord(_ character: Character, after last: Character, before next: Character?) -> Bool {
    if character.isUppercase, last.isLowercase || last.isNumber { return true }
    // The last capital of a run that a lower-case letter follows begins the next word: `URLValue`.
    if character.isUppercase, last.isUppercase, let next, next.isLowercase { return true }
    return false
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
