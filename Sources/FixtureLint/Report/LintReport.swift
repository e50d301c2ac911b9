import ContractCheck

/// Everything `workbench lint` found in one workspace, in a fixed order: fixtures by name,
/// manifests by path.
public struct LintReport: Sendable, Hashable {
  /// How the run ends.
  public enum Outcome: Sendable, Hashable {
    /// Every fixture does what it is meant to (warnings allowed).
    case passes
    /// A fixture breaks its expectation, or a manifest line cannot be read.
    case broken
    /// A file could not be read or written, so the check is incomplete.
    case incomplete
  }

  /// Counts for the summary line.
  public struct Summary: Sendable, Hashable {
    /// Fixture files checked.
    public var fixtures: Int
    /// Fixtures that do what they are meant to.
    public var asExpected: Int
    /// Fixtures that break their expectation or cannot be checked.
    public var broken: Int
    /// Fixture files that could not be read.
    public var unreadable: Int
    /// Fixtures that fit no model (``FixtureLint/Status/unassigned``).
    public var unassigned: Int
    /// Fixtures that cannot be checked without what the package passes at decoding
    /// (``FixtureLint/Status/unchecked``).
    public var unchecked: Int
    /// Warnings: on fixtures, on manifests, and missing fixture folders. Models that leave keys
    /// unread are a note (``ModelUnread/note(for:)``), unless `--unread` lists each key.
    public var warnings: Int
    /// Errors in manifests (lines that cannot be read, a failed read or write).
    public var manifestErrors: Int

    /// Counts given directly.
    public init(
      fixtures: Int, asExpected: Int, broken: Int, unreadable: Int, unassigned: Int = 0, unchecked: Int = 0,
      warnings: Int, manifestErrors: Int
    ) {
      self.unassigned = unassigned
      self.unchecked = unchecked
      self.fixtures = fixtures
      self.asExpected = asExpected
      self.broken = broken
      self.unreadable = unreadable
      self.warnings = warnings
      self.manifestErrors = manifestErrors
    }
  }

  /// The workspace's name.
  public var workspace: String
  /// One result per fixture file, sorted by name.
  public var fixtures: [FixtureLint]
  /// One result per manifest that exists, was written, or could not be written, sorted by path.
  public var manifests: [ManifestLint]
  /// Configured fixture folders that do not exist, as configured (`Fixtures`).
  public var missingFolders: [String]
  /// The models that leave keys of their fixtures unread, when the keys are not listed one by
  /// one: one line in all (``ModelUnread/note(for:)``), each model in the JSON report.
  public var unread: [ModelUnread]
  /// What `--record` changed.
  public var changes: [ManifestChange]
  /// Keys the models spell so that they never read them, by model and Swift file.
  public var models: [ModelCodeLint]
  /// The server's contract, when the configuration names one: what `workbench contract` finds.
  public var contract: ContractReport?

  /// A report made of its parts.
  public init(
    workspace: String, fixtures: [FixtureLint], unread: [ModelUnread] = [], manifests: [ManifestLint],
    missingFolders: [String] = [], changes: [ManifestChange] = [], models: [ModelCodeLint] = []
  ) {
    self.models = models
    self.workspace = workspace
    self.fixtures = fixtures
    self.unread = unread
    self.manifests = manifests
    self.missingFolders = missingFolders
    self.changes = changes
  }

  /// The counts.
  public var summary: Summary {
    let manifestFindings = manifests.flatMap(\.findings)
    return Summary(
      fixtures: fixtures.count,
      asExpected: fixtures.count { $0.status == .asExpected },
      broken: fixtures.count { $0.status == .broken },
      unreadable: fixtures.count { $0.status == .unreadable },
      unassigned: fixtures.count { $0.status == .unassigned },
      unchecked: fixtures.count { $0.status == .unchecked },
      warnings: (fixtures.flatMap(\.findings) + manifestFindings + models.flatMap(\.findings)).count {
        $0.severity == .warning
      } + missingFolders.count,
      manifestErrors: manifestFindings.count { $0.severity == .error })
  }

  /// Incomplete when a file could not be read or written, broken with any other error, passes
  /// otherwise.
  public var outcome: Outcome {
    let findings = fixtures.flatMap(\.findings) + manifests.flatMap(\.findings)
    if findings.contains(where: { $0.kind == .unreadable || $0.kind == .unwritable }) { return .incomplete }
    if contract?.refusals.isEmpty == false { return .broken }
    return findings.contains { $0.severity == .error } ? .broken : .passes
  }
}
