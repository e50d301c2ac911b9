import JSONCore

/// Why the payload's key cannot be the one a model reads and finds missing, under the key
/// strategy: a CodingKey no payload key is ever converted to (`trading_name` under
/// `convertFromSnakeCase`), or a member of the same words that converts to another spelling
/// (`user_id` is read as `userId`, where the model reads `userID`).
enum MissingKeyNote {
  /// The note for the CodingKey `codingKey`, missing from an object holding `members`, under
  /// `keys`; `nil` when the strategy reads the key as it is spelled.
  static func note(for codingKey: String, among members: [JSONMember], keys: DecodingOptions.Keys) -> String? {
    guard keys == .convertFromSnakeCase else { return nil }
    if SnakeCaseKeys.neverReadConverted(codingKey) {
      let readAs = SnakeCaseKeys.convert(codingKey)
      return "no key is ever read as \(quoted(codingKey)) under convertFromSnakeCase (it reads \(quoted(codingKey)) "
        + "as \(quoted(readAs))): spell the CodingKey \(quoted(readAs))"
    }
    let words = WordKeys.form(codingKey)
    guard let twin = members.first(where: { WordKeys.form($0.key) == words && $0.key != codingKey }) else {
      return nil
    }
    let readAs = SnakeCaseKeys.convert(twin.key)
    guard readAs != codingKey else { return nil }
    return "the payload's \(quoted(twin.key)) is read as \(quoted(readAs)) under convertFromSnakeCase, not as "
      + "\(quoted(codingKey)): spell the CodingKey \(quoted(readAs))"
  }

  private static func quoted(_ text: String) -> String {
    JSONValue.string(text).compactText
  }
}
