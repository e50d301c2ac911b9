import JSONCore

/// One key path where the payload and the model disagree, found by the tracing decoder.
public struct FieldFailure: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What kind of disagreement.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A key the model requires is not in the payload.
    case missingKey = "missing key"
    /// The payload has `null` where the model requires a value.
    case nullValue = "null value"
    /// The payload has a value of another JSON type.
    case wrongType = "wrong type"
    /// A string (or number) that is not one of an enum's raw values.
    case unknownEnumValue = "unknown enum value"
    /// A value of the right JSON type that the model still refuses (a malformed URL or date,
    /// a number out of range, a check in a custom `init(from:)`).
    case invalidValue = "invalid value"
  }

  /// The JSON path (`moves[2].power`), with keys as the payload spells them.
  public var path: JSONPath
  /// The kind.
  public var kind: Kind
  /// What the model wanted (`Int`, `Pokemon.Kind`).
  public var expected: String
  /// What the payload has there, as a message names it (`the string "6"`), or `nil` when absent.
  public var found: String?
  /// A plain sentence saying what is wrong.
  public var message: String
  /// Line and column of the value in the payload (of the enclosing object for a missing key).
  public var location: TextLocation?

  /// A failure made of its parts.
  public init(
    path: JSONPath, kind: Kind, expected: String, found: String?, message: String, location: TextLocation? = nil
  ) {
    self.path = path
    self.kind = kind
    self.expected = expected
    self.found = found
    self.message = message
    self.location = location
  }

  /// `LINE:COLUMN: path: message`.
  public var description: String {
    let place = TextLocation.prefix(location)
    return "\(place)\(path): \(message)"
  }
}
