import JSONCore
import ModelProbe

/// What a set of payloads says about a model, built one `PayloadRecord` at a time (the set is
/// never held): per key path of the model, how many payloads had it present, `null`, absent or
/// of the wrong type, the unknown enum values seen, and whether the model agrees; then the keys
/// the model never reads.
///
/// Counts are of payloads, not of values: a payload whose `hours[]` has one element with `temp`
/// and one without counts once as present and once as absent for `hours[].temp`. A key inside an
/// object that is itself missing is not counted as absent (its parent is).
public struct PayloadSetSummary: Sendable, Hashable {
  /// The counts of one key path.
  public struct Field: Sendable, Hashable {
    /// The key's folded path and what the model reads there.
    public var field: SummaryField
    /// Payloads with a value other than `null` there.
    public var present = 0
    /// Payloads with `null` there.
    public var null = 0
    /// Payloads whose object lacks the key.
    public var absent = 0
    /// Payloads with a value of another JSON type there.
    public var wrongType = 0
    /// Payloads where the model failed on the key.
    public var failing = 0
    /// The enum values seen that the model lacks, in the order first seen, with their counts.
    public var unknownValues: [ValueCount] = []
  }

  /// A value and how many payloads had it.
  public struct ValueCount: Sendable, Hashable {
    /// The value as the payload has it.
    public var value: String
    /// How many payloads had it.
    public var count: Int
  }

  /// A key the model never reads and how many payloads had it.
  public struct KeyCount: Sendable, Hashable {
    /// The key's folded path.
    public var path: FoldedPath
    /// How many payloads had it.
    public var count: Int
  }

  /// How a key path's counts compare with the model.
  public struct Agreement: Sendable, Hashable, CustomStringConvertible {
    /// An error: payloads the model fails on. Information: optional keys left out or `null`.
    public enum Severity: String, Sendable, Hashable {
      case error, information
    }
    /// How much it matters.
    public var severity: Severity
    /// `name: required, null in 3 of 500 (0.6%)`.
    public var text: String
    public var description: String { "\(severity.rawValue): \(text)" }
  }

  /// Every key path of the model, in the order the model reads them.
  public private(set) var fields: [Field]
  /// Payloads seen, of every kind.
  public private(set) var payloads = 0
  /// Payloads that decode.
  public private(set) var decoding = 0
  /// Payloads that are not JSON, or could not be made from their input.
  public private(set) var notJSON = 0
  /// Payloads whose decoding stopped the model's code.
  public private(set) var stopped = 0
  /// Payloads that were JSON and so were looked at key by key.
  public private(set) var observed = 0
  /// The keys the model never reads, in the order first seen, with how many payloads had them.
  public private(set) var neverRead: [KeyCount] = []
  private var neverReadIndex: [FoldedPath: Int] = [:]
  private var unknownIndex: [Int: [String: Int]] = [:]

  /// An empty summary over `fields`.
  public init(fields: [SummaryField]) {
    self.fields = fields.map { Field(field: $0) }
  }

  /// Payloads that do not decode, for any reason.
  public var failing: Int { payloads - decoding }

  /// Adds one payload's record.
  public mutating func add(_ record: PayloadRecord) {
    payloads += 1
    switch record.verdict {
    case .decodes: decoding += 1
    case .notJSON, .unusable: notJSON += 1
    case .stopped: stopped += 1
    case .fails: break
    }
    guard !record.states.isEmpty else { return }
    observed += 1
    for (index, state) in zip(fields.indices, record.states) {
      if state.contains(.present) { fields[index].present += 1 }
      if state.contains(.null) { fields[index].null += 1 }
      if state.contains(.absent) { fields[index].absent += 1 }
      if state.contains(.wrongType) { fields[index].wrongType += 1 }
      if state.contains(.failing) { fields[index].failing += 1 }
    }
    for unknown in record.unknownValues where fields.indices.contains(unknown.field) {
      if let position = unknownIndex[unknown.field]?[unknown.value] {
        fields[unknown.field].unknownValues[position].count += 1
      } else {
        unknownIndex[unknown.field, default: [:]][unknown.value] = fields[unknown.field].unknownValues.count
        fields[unknown.field].unknownValues.append(ValueCount(value: unknown.value, count: 1))
      }
    }
    for path in record.neverRead {
      if let position = neverReadIndex[path] {
        neverRead[position].count += 1
      } else {
        neverReadIndex[path] = neverRead.count
        neverRead.append(KeyCount(path: path, count: 1))
      }
    }
  }

  /// Whether the model agrees with what the set showed at `field`: an error when payloads fail
  /// there (a required key `null` or absent, a wrong type, an enum value the model lacks),
  /// information when an optional key is left out or `null`, nothing when every payload fits.
  public func agreement(_ field: Field) -> Agreement? {
    let required = field.field.isRequired ? "required" : "optional"
    func share(_ count: Int) -> String {
      let percent = Double(count) / Double(max(observed, 1)) * 100
      return "\(count) of \(observed) (\(Self.format(percent))%)"
    }
    var errors: [String] = []
    if field.field.isRequired {
      if field.null > 0 { errors.append("null in \(share(field.null))") }
      if field.absent > 0 { errors.append("absent in \(share(field.absent))") }
    }
    if field.wrongType > 0 { errors.append("not \(field.field.typeName) in \(share(field.wrongType))") }
    if !field.unknownValues.isEmpty {
      let values = field.unknownValues.map { "\(JSONValue.string($0.value).compactText) (\($0.count))" }
      errors.append("values the model lacks: \(values.joined(separator: ", "))")
    }
    if errors.isEmpty, field.failing > 0 { errors.append("fails in \(share(field.failing))") }
    if !errors.isEmpty {
      return Agreement(severity: .error, text: "\(field.field.path): \(required), \(errors.joined(separator: ", "))")
    }
    var notes: [String] = []
    if field.absent > 0 { notes.append("absent in \(field.absent)") }
    if field.null > 0 { notes.append("null in \(field.null)") }
    guard !notes.isEmpty else { return nil }
    return Agreement(severity: .information, text: "\(field.field.path): \(required), \(notes.joined(separator: ", "))")
  }

  /// `0.6`, `12.5`, `100`: one decimal, none when it is zero.
  static func format(_ percent: Double) -> String {
    let tenths = (percent * 10).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
  }
}
