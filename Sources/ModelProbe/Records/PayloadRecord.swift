import Foundation
import JSONCore

/// One key of the model that a set of payloads is summarized by: its folded path and whether
/// the model requires it.
public struct SummaryField: Sendable, Hashable, Codable {
  /// The key's path, array elements and dictionary values folded (`hours[].temp`,
  /// `stations{}.name`).
  public var path: FoldedPath
  /// Whether decoding fails without the key (in an object that is there).
  public var isRequired: Bool
  /// The type the model reads (`String`, `Forecast.Condition`).
  public var typeName: String
  /// Whether the model reads a dictionary here, whose keys are data (``FoldedPath/Step/value``).
  public var isDictionary: Bool

  /// A field made of its parts.
  public init(path: FoldedPath, isRequired: Bool, typeName: String, isDictionary: Bool = false) {
    self.path = path
    self.isRequired = isRequired
    self.typeName = typeName
    self.isDictionary = isDictionary
  }

  /// The fields of `schema`, in the order the model reads them; a dictionary's values folded
  /// into one field (`offsets{}`).
  public static func fields(of schema: ModelSchema) -> [SummaryField] {
    var seen = Set<FoldedPath>()
    return schema.fieldPaths.compactMap { path, field in
      let folded = FoldedPath(schemaPath: path)
      guard seen.insert(folded).inserted else { return nil }
      var isDictionary = false
      if case .dictionary = field.type { isDictionary = true }
      return SummaryField(
        path: folded, isRequired: field.isRequired, typeName: field.type.displayName, isDictionary: isDictionary)
    }
  }
}

/// How much a worker records of each payload it observes.
public enum ObservationDepth: String, Sendable, Hashable, Codable {
  /// The verdict, each ``SummaryField``'s state, the unknown enum values and the keys never read:
  /// the payload is traced through the model.
  case record
  /// The verdict alone, from `JSONDecoder`: for a run of many payloads that reads nothing else.
  case verdict
}

/// What one payload showed, in the few bytes a worker sends back per payload: its verdict, and
/// for each ``SummaryField`` of the request whether the key was present, `null`, absent, of the
/// wrong type or failing; the unknown enum values; the keys the model never read.
public struct PayloadRecord: Sendable, Hashable, Codable {
  /// What decoding the payload came to.
  public enum Verdict: Sendable, Hashable, Codable {
    /// `JSONDecoder` decodes it.
    case decodes
    /// `JSONDecoder` stops at `path`, saying `message`.
    case fails(path: JSONPath, message: String)
    /// The text is not JSON, at `location`.
    case notJSON(location: TextLocation, message: String)
    /// The model's own code stopped the worker (a trap, or no end in time).
    case stopped(ModelStop)
    /// The payload could not be made from its input (`PayloadSetEntry.problem(name:message:)`).
    case unusable(String)
  }

  /// What one key looked like in one payload: a set of these flags (several at once when an
  /// array's elements differ).
  public struct KeyState: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The key had a value other than `null`.
    public static let present = KeyState(rawValue: 1)
    /// The key had `null`.
    public static let null = KeyState(rawValue: 2)
    /// The key was missing from an object that was there.
    public static let absent = KeyState(rawValue: 4)
    /// The value was of another JSON type than the model reads.
    public static let wrongType = KeyState(rawValue: 8)
    /// The model failed on the key (any kind of failure).
    public static let failing = KeyState(rawValue: 16)
  }

  /// An enum value the model lacks, at the field with this index.
  public struct UnknownValue: Sendable, Hashable, Codable {
    /// The index of the field in the request's ``SummaryField`` list.
    public var field: Int
    /// The value as the payload has it (a string's text, a number's digits).
    public var value: String
  }

  /// The verdict.
  public var verdict: Verdict
  /// One state per field of the request, in its order (empty when the payload is not JSON).
  public var states: [KeyState] = []
  /// The unknown enum values, in payload order.
  public var unknownValues: [UnknownValue] = []
  /// The keys the model never read, folded, each once.
  public var neverRead: [FoldedPath] = []
  /// The payload's size in bytes.
  public var size = 0

  /// A record made of its parts.
  public init(
    verdict: Verdict, states: [KeyState] = [], unknownValues: [UnknownValue] = [], neverRead: [FoldedPath] = [],
    size: Int = 0
  ) {
    self.verdict = verdict
    self.states = states
    self.unknownValues = unknownValues
    self.neverRead = neverRead
    self.size = size
  }

  /// Whether the payload decodes.
  public var decodes: Bool { verdict == .decodes }

  /// The path `JSONDecoder` stops at, when it decodes the JSON and fails.
  public var failsAt: JSONPath? {
    if case .fails(let path, _) = verdict { path } else { nil }
  }
}
