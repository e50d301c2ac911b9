import JSONFragment

/// What a user asked to export from one model's state.
public struct ExportRequest: Sendable, Hashable {
  /// The kind of export.
  public enum Kind: Sendable, Hashable {
    /// The payload as a fixture file: pretty JSON in the payload's key order, a trailing newline.
    case fixture
    /// The model's fragment type (when it has no hand-written one) and a test of the payload.
    case swift(TestFramework)
    /// A parameterized Swift Testing test over a scenario matrix, and optionally one fixture file
    /// per case.
    case matrix(ScenarioStrategy, fixtures: Bool)
  }

  /// The kind of export.
  public var kind: Kind
  /// The state's name (`charizard`, `name-null`): file and test names are made from it.
  public var name: String
  /// The payload composed in the workbench.
  public var payload: JSONValue
  /// A file (fixture, Swift test) or folder (matrix) to write to instead of the workspace's export
  /// folder, as the user typed it: a relative path starts from the current folder.
  public var destination: String?

  /// A request made of its parts.
  public init(_ kind: Kind, name: String, payload: JSONValue, destination: String? = nil) {
    self.kind = kind
    self.name = name
    self.payload = payload
    self.destination = destination
  }
}
