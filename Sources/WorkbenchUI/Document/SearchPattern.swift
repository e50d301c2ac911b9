/// What `/` looks for in the JSON pane: a regular expression over a line's key and value, and the
/// typed text itself, so plain text matches as it always has. Both ignore case.
public struct SearchPattern: Sendable, Equatable {
  /// The text as typed.
  public let text: String
  /// Why the text is not a regular expression (`expected ')'`), when it is not: the search then
  /// matches the text alone.
  public let problem: String?

  /// The pattern `text`, read as a regular expression when it is one.
  public init(_ text: String) {
    self.text = text
    do {
      _ = try Self.expression(text)
      problem = nil
    } catch {
      problem = String(describing: error)
    }
  }

  /// A test of the lines of the JSON pane: whether a line contains the text or a match of the
  /// expression. The expression sees the key and value (`"name": "Charizard"`): `^` and `$`
  /// anchor there, not at the indentation or the comma after a value. (A `Regex` cannot be kept
  /// in the state, which crosses threads; making one per search costs microseconds.)
  public func lineMatcher() -> (String) -> Bool {
    let text = self.text
    guard let regex = try? Self.expression(text) else {
      return { $0.localizedCaseInsensitiveContains(text) }
    }
    return { line in
      if line.localizedCaseInsensitiveContains(text) { return true }
      return Self.keyAndValue(of: line).contains(regex)
    }
  }

  /// The expression for `text`, or `nil` for text without a character that means something in a
  /// pattern: it finds nothing the plain comparison does not, so the slower expression is skipped.
  private static func expression(_ text: String) throws -> Regex<AnyRegexOutput>? {
    guard text.contains(where: specialCharacters.contains) else { return nil }
    return try Regex(text).ignoresCase()
  }

  private static func keyAndValue(of line: String) -> Substring {
    var text = line.drop { $0 == " " }
    if text.last == "," { text = text.dropLast() }
    return text
  }

  private static let specialCharacters: Set<Character> = [
    "\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}",
  ]
}
