extension JSONDateStrategy {
  /// The strategies with a name, in the order the workbench offers them.
  public static let named: [JSONDateStrategy] = [.deferredToDate, .iso8601, .secondsSince1970, .millisecondsSince1970]

  /// The strategy `text` names, as a configuration or a command line writes it: a name such as
  /// `iso8601`, or a `DateFormatter` format such as `yyyy-MM-dd HH:mm`.
  ///
  /// A format may use only the Unicode date field letters outside single quotes; anything else
  /// is most likely a misspelled name, and throws with what is allowed.
  public init(_ text: String) throws(UnknownDateStrategy) {
    if let named = Self.named.first(where: { $0.description == text }) {
      self = named
      return
    }
    if let problem = Self.formatProblem(text) { throw UnknownDateStrategy(text: text, problem: problem) }
    self = .formatted(text)
  }

  /// The Unicode date field symbols `DateFormatter` reads (UTS #35).
  private static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")

  /// Why `format` is not a `DateFormatter` format, or `nil` when it is one.
  private static func formatProblem(_ format: String) -> String? {
    var quoted = false
    var fields = 0
    for character in format {
      if character == "'" {
        quoted.toggle()
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else { continue }
      guard fieldLetters.contains(character) else {
        return "\"\(character)\" is not a date field letter; put literal text in single quotes"
      }
      fields += 1
    }
    if quoted { return "a single quote is not closed" }
    if fields == 0 { return "it has no date fields, such as yyyy, MM or dd" }
    return nil
  }
}

/// Text that is neither a date strategy's name nor a `DateFormatter` format.
public struct UnknownDateStrategy: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text as given.
  public var text: String
  /// Why it is not a format.
  public var problem: String

  /// `text`, which is no strategy for `problem`.
  public init(text: String, problem: String) {
    self.text = text
    self.problem = problem
  }

  /// The names allowed, and that a format is allowed too.
  public static let allowed =
    JSONDateStrategy.named.map(\.description).joined(separator: ", ")
    + ", or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\""

  /// `"iso" is neither a strategy nor a DateFormatter format ("i" is not ...); allowed: ...`.
  public var description: String {
    "\"\(text)\" is neither a strategy nor a DateFormatter format (\(problem)); allowed: \(Self.allowed)"
  }
}

extension JSONDateStrategy {
  /// Reads the strategy from one string: its name, or its format.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the strategy as one string: its name, or its format.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
