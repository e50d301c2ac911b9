import JSONFragment

/// One case of a scenario matrix: a payload made by a set of choices (a key absent or null, an
/// enum case, an array size), and what decoding it is expected to do.
public struct ScenarioCase: Sendable, Hashable {
  /// A readable, unique name made of the choices: `baseType=water name=null`.
  public var name: String
  /// The composed payload.
  public var payload: JSONValue
  /// What the engine worked out decoding `payload` does.
  public var expected: ExpectedOutcome
  /// The choices that made `payload` from the base payload, by path: only those that differ from
  /// the base (keys not listed keep the base's state). Empty for cases made by hand.
  public var choices: [JSONPath: Choice]

  /// A case made of its parts.
  public init(name: String, payload: JSONValue, expected: ExpectedOutcome, choices: [JSONPath: Choice] = [:]) {
    self.name = name
    self.payload = payload
    self.expected = expected
    self.choices = choices
  }
}
