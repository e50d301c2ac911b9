/// When ``expectFixture(_:named:in:record:fileID:filePath:line:column:)-(Fragment,_,_,_,_,_,_,_)`` writes a fixture file.
///
/// Choose it with the `record:` parameter, or for a whole run with the environment variable
/// `FIXTURE_RECORD` (`never`, `missing`, `failed` or `all`); the parameter wins. Without either,
/// the mode is ``missing``. In CI (the environment variable `CI` is set) nothing is ever written:
/// a missing or different fixture fails the test, so a retried CI run cannot pass by recording.
public enum FixtureRecording: String, Sendable, Hashable, CaseIterable {
  /// Never write: a missing or different fixture fails the test.
  case never
  /// Write a fixture that does not exist yet (and fail, so the new file gets reviewed); a
  /// different one fails the test. The default.
  case missing
  /// Write a fixture that is missing or different (and fail, so the change gets reviewed).
  case failed
  /// Write every fixture whose file is not exactly what the payload prints, even where the JSON
  /// is the same (a file that is not formatted); fail where the JSON changed or was missing.
  case all

  /// The environment variable that chooses the mode for a whole run.
  public static let environmentVariable = "FIXTURE_RECORD"

  /// The mode of a check: `parameter`, else the environment's `FIXTURE_RECORD`, else ``missing``.
  static func resolve(_ parameter: FixtureRecording?, environment: [String: String]) -> FixtureRecording {
    parameter ?? environment[environmentVariable].flatMap { FixtureRecording(rawValue: $0.lowercased()) } ?? .missing
  }
}
