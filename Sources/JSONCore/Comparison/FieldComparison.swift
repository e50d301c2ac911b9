/// The comparison of one key path: what the fragment wrote, what the model holds, and whether
/// they agree.
public struct FieldComparison: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Whether a field's reference value and the model agree.
  public enum Verdict: Sendable, Hashable, Codable {
    /// The model holds what the payload said.
    case match
    /// The model holds something else.
    case mismatch
    /// The model holds another value by a rule of its own that keeps what the payload meant (an
    /// empty string read as `nil`, a number read from a string), named here.
    case normalized(String)
    /// Nothing to compare, for the reason given (a raw JSON field, or a key the model does not map).
    case notCompared(String)
  }

  /// The key path in the payload (`moves[2].power`).
  public var path: JSONPath
  /// The reference value, as CustomDump prints it.
  public var expected: String
  /// The model's value, as CustomDump prints it.
  public var actual: String
  /// Whether they agree.
  public var verdict: Verdict
  /// A line-by-line diff of expected and actual, for mismatches of larger values.
  public var difference: String?

  /// A result made of its parts.
  public init(path: JSONPath, expected: String, actual: String, verdict: Verdict, difference: String? = nil) {
    self.path = path
    self.expected = expected
    self.actual = actual
    self.verdict = verdict
    self.difference = difference
  }

  /// A mismatch described in words rather than values (`2 elements` vs `3 elements`).
  public static func mismatch(at path: JSONPath, expected: String, actual: String) -> FieldComparison {
    FieldComparison(path: path, expected: expected, actual: actual, verdict: .mismatch)
  }

  /// A key whose value is not compared, and why.
  public static func notCompared(at path: JSONPath, expected: String, reason: String) -> FieldComparison {
    FieldComparison(path: path, expected: expected, actual: "-", verdict: .notCompared(reason))
  }

  /// Whether this result is a mismatch.
  public var isMismatch: Bool { verdict == .mismatch }

  /// `name: expected "Charizard", got "Pikachu"` and the like.
  public var description: String {
    switch verdict {
    case .match: "\(path): \(actual) as expected"
    case .mismatch: "\(path): expected \(expected), got \(actual)"
    case .normalized(let rule): "\(path): \(expected) held as \(actual) (\(rule))"
    case .notCompared(let reason): "\(path): not compared (\(reason))"
    }
  }
}
