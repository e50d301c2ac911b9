import JSONCore
import JSONTrace

/// One thing `workbench lint` has to say about a fixture file or a manifest.
public struct LintFinding: Sendable, Hashable {
  /// Whether the finding breaks the run.
  public enum Severity: String, Sendable, Hashable {
    /// The file breaks its expectation (or cannot be checked): the run fails.
    case error
    /// Worth a look, but the file still does what it is meant to.
    case warning
    /// Said once for many elsewhere in the report (a folder of fixtures that fit no model, keys a
    /// model never reads): kept in the JSON report, not printed, not counted.
    case note
  }

  /// What the finding is about. The raw values are the `kind` of `--format json`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file could not be read.
    case unreadable = "unreadable"
    /// The manifest could not be written by `--record`.
    case unwritable = "unwritable"
    /// The fixture sits in a folder that names no model of the workspace.
    case unknownModelFolder = "unknown model folder"
    /// The file is not JSON.
    case invalidJSON = "invalid JSON"
    /// A comma that closes no element (`[1,]`): `JSONDecoder` accepts it, strict JSON parsers do not.
    case trailingComma = "trailing comma"
    /// The model's own code stopped (trapped, or never returned) on the fixture.
    case modelStopped = "model stopped"
    /// A fixture meant to decode does not: `JSONDecoder`'s first failure.
    case noLongerDecodes = "no longer decodes"
    /// A key the model requires is missing.
    case missingKey = "missing key"
    /// `null` where the model requires a value.
    case nullValue = "null value"
    /// A value of another JSON type than the model reads.
    case wrongType = "wrong type"
    /// A value that is not one of an enum's raw values.
    case unknownEnumValue = "unknown enum value"
    /// A value of the right JSON type that the model refuses.
    case invalidValue = "invalid value"
    /// A key of the payload that the model never reads.
    case keyNeverRead = "key never read"
    /// A fixture meant to fail decodes.
    case nowDecodes = "now decodes"
    /// A fixture meant to fail fails at another path than its manifest records.
    case failsElsewhere = "fails elsewhere"
    /// A fixture meant to fail has no line in its manifest.
    case unrecordedFailure = "unrecorded failure"
    /// A manifest line that is not `FILE.json  PATH`, or a second line for one fixture.
    case manifestSyntax = "manifest syntax"
    /// A manifest line for a fixture that does not exist.
    case staleEntry = "stale entry"
    /// A fixture that neither its folder nor its name assigns, and that decodes as no model.
    case unassigned = "unassigned"
    /// A fixture its model refused only for want of what its package's code passes in
    /// `decoder.userInfo`: it cannot be checked here.
    case needsContext = "needs context"
    /// A fixture whose folder or name names a model that is not compiled on this host: it cannot
    /// be checked here.
    case modelLeftOut = "model left out"
    /// A CodingKey of the model that its decoder's key strategy never reads: no payload key is
    /// ever converted to it (`trading_name` under `convertFromSnakeCase`).
    case unreadableKey = "unreadable key"
    /// A key of the model that none of its fixtures holds, while each holds a key of the same
    /// words that the model never reads (`userId` and `user_id`).
    case keySpelledOtherwise = "key spelled otherwise"

    /// The kind of a field failure of the tracing decoder.
    init(_ failure: FieldFailure.Kind) {
      switch failure {
      case .missingKey: self = .missingKey
      case .nullValue: self = .nullValue
      case .wrongType: self = .wrongType
      case .unknownEnumValue: self = .unknownEnumValue
      case .invalidValue: self = .invalidValue
      }
    }
  }

  /// Error or warning.
  public var severity: Severity
  /// What it is about.
  public var kind: Kind
  /// The JSON path it concerns, if any.
  public var path: JSONPath?
  /// Line and column in the file (column 1 for a manifest line), if known.
  public var location: TextLocation?
  /// A sentence a person can act on.
  public var message: String

  /// A finding made of its parts.
  public init(_ severity: Severity, _ kind: Kind, path: JSONPath? = nil, location: TextLocation? = nil, message: String)
  {
    self.severity = severity
    self.kind = kind
    self.path = path
    self.location = location
    self.message = message
  }
}
