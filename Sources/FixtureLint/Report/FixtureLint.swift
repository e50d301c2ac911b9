import FixtureEngine
import JSONCore
import JSONTrace

/// What `workbench lint` found for one fixture file.
public struct FixtureLint: Sendable, Hashable {
  /// How the fixture stands against what it is meant to do.
  public enum Status: String, Sendable, Hashable {
    /// It does what it is meant to (it may still have warnings).
    case asExpected = "as expected"
    /// It breaks its expectation, is not JSON, or cannot be checked.
    case broken
    /// The file could not be read.
    case unreadable
    /// Neither its folder nor its name says which model it is for, and it decodes as none: it is
    /// checked against no model (a warning, not a broken fixture).
    case unassigned
    /// Its model refused it only for want of what its package's code passes in `decoder.userInfo`
    /// (a client's configuration), or its model is not compiled on this host: it cannot be checked
    /// here (a warning, not a broken fixture).
    case unchecked
  }

  /// The file.
  public var fixture: FixtureFile
  /// The path relative to the workspace folder (`Fixtures/failing/index-as-string.json`).
  public var file: String
  /// Where `JSONDecoder` stops, when the fixture was decoded and failed.
  public var failsAt: JSONPath?
  /// Where its manifest says it must fail, for a fixture meant to fail that has a line there.
  public var recordedPath: String?
  /// Everything worth saying, in a fixed order: the verdict first, then field by field.
  public var findings: [LintFinding]
  /// How many of the fixture's keys its model reads, when it was decoded.
  public var reading: ModelFit.Reading?
  /// The trace of the fixture's decoding, when it was decoded and failed: where `lint --fix`
  /// starts its repair.
  package var failedTrace: DecodeTrace?

  /// A result made of its parts.
  public init(fixture: FixtureFile, file: String, failsAt: JSONPath?, recordedPath: String?, findings: [LintFinding]) {
    self.fixture = fixture
    self.file = file
    self.failsAt = failsAt
    self.recordedPath = recordedPath
    self.findings = findings
  }

  /// Unreadable when the file could not be read, broken with any error, as expected otherwise.
  public var status: Status {
    if findings.contains(where: { $0.kind == .unreadable }) { return .unreadable }
    if findings.contains(where: { $0.kind == .unassigned }) { return .unassigned }
    if findings.contains(where: { $0.kind == .needsContext || $0.kind == .modelLeftOut }) { return .unchecked }
    return findings.contains { $0.severity == .error } ? .broken : .asExpected
  }
}

/// What `workbench lint` found in one `failing/expected-failures.txt`.
public struct ManifestLint: Sendable, Hashable {
  /// The absolute path of the manifest.
  public var path: String
  /// The path relative to the workspace folder (`Fixtures/failing/expected-failures.txt`).
  public var file: String
  /// Unreadable lines, stale entries, or a read or write that failed.
  public var findings: [LintFinding]

  /// A result made of its parts.
  public init(path: String, file: String, findings: [LintFinding]) {
    self.path = path
    self.file = file
    self.findings = findings
  }
}

/// A line `workbench lint --record` added to or dropped from a manifest.
public struct ManifestChange: Sendable, Hashable {
  /// Added or dropped.
  public enum Change: String, Sendable, Hashable {
    /// A fixture that had no line now has one.
    case added
    /// The line named a fixture that no longer exists.
    case dropped
  }

  /// Added or dropped.
  public var change: Change
  /// The manifest, relative to the workspace folder.
  public var manifest: String
  /// The line that was added or dropped.
  public var entry: ExpectedFailureManifest.Entry

  /// A change made of its parts.
  public init(_ change: Change, manifest: String, entry: ExpectedFailureManifest.Entry) {
    self.change = change
    self.manifest = manifest
    self.entry = entry
  }
}
