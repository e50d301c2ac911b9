import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Makes the ``PayloadRecord`` of one payload: parses it once, traces it through the model's
/// `init(from:)`, and reads each summary field's state off the tree. Runs where model code runs
/// (a worker).
///
/// When the trace finds no failing field the payload decodes: the tracing decoder agrees with
/// `JSONDecoder` on that (the differential tests hold it to it), so `JSONDecoder` runs only on
/// payloads with failures, for its own diagnosis, and for models whose `init(from:)` tolerates
/// a failure.
struct PayloadObserver {
  let fields: [SummaryField]
  private let index: [FoldedPath: Int]
  /// The folded paths that end at a dictionary's values (`stations{}`), where a payload's key is
  /// data that folds into ``FoldedPath/Step/value``.
  private let dictionaryValues: Set<FoldedPath>

  init(fields: [SummaryField]) {
    self.fields = fields
    index = Dictionary(fields.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    var dictionaryValues = Set<FoldedPath>()
    for field in fields {
      // A dictionary's own key, and every dictionary on the way to a key inside one.
      if field.isDictionary { dictionaryValues.insert(FoldedPath(steps: field.path.steps + [.value])) }
      for (position, step) in field.path.steps.enumerated() where step == .value {
        dictionaryValues.insert(FoldedPath(steps: Array(field.path.steps[...position])))
      }
    }
    self.dictionaryValues = dictionaryValues
  }

  private static let request = URLRequest(url: URL(string: "workbench:payload")!)

  /// The record of `bytes` decoded as `type` with `options`, as deep as `depth` asks.
  func observe<Model: Decodable>(
    _ type: Model.Type, bytes: Data, options: DecodingOptions, depth: ObservationDepth = .record
  ) -> PayloadRecord {
    if depth == .verdict {
      return PayloadRecord(verdict: Self.verdict(type, bytes: bytes, options: options), size: bytes.count)
    }
    let value: JSONValue
    do {
      value = try JSONParser.parseAsDecoderReads(bytes)
    } catch {
      return PayloadRecord(verdict: .notJSON(location: error.location, message: error.message), size: bytes.count)
    }
    let trace = WorkerNotes.running(type) { TracingDecoder.trace(type, from: value, options: options).trace }
    var verdict = PayloadRecord.Verdict.decodes
    if !trace.failures.isEmpty {
      verdict = Self.verdict(type, bytes: bytes, options: options)
      // The tracer's message says the same more plainly ("not a case of Pokemon.Kind; expected one of ...").
      if case .fails(let path, _) = verdict, let first = trace.failures.first(where: { $0.path == path }) {
        verdict = .fails(path: path, message: first.message)
      }
    }
    return record(verdict: verdict, value: value, trace: trace, size: bytes.count)
  }

  /// What `JSONDecoder` says of `bytes` as `type`, with no trace.
  private static func verdict<Model: Decodable>(_ type: Model.Type, bytes: Data, options: DecodingOptions)
    -> PayloadRecord.Verdict
  {
    do {
      _ = try WorkerNotes.running(type) {
        try ModelMapperAdapter.inMemory(bytes, options: options).loadImmediately(request, as: type)
      }
      return .decodes
    } catch let diagnosis as DecodingDiagnosis {
      return .fails(path: diagnosis.path, message: diagnosis.message)
    } catch {
      return .fails(path: .root, message: String(describing: error))
    }
  }

  /// The record of a payload with this verdict, tree and trace.
  func record(verdict: PayloadRecord.Verdict, value: JSONValue, trace: DecodeTrace, size: Int) -> PayloadRecord {
    var record = PayloadRecord(verdict: verdict, size: size)
    record.states = fields.map { Self.state(of: $0.path.steps[...], in: value) }
    for failure in trace.failures {
      guard let field = field(of: failure.path) else { continue }
      record.states[field].insert(.failing)
      switch failure.kind {
      case .wrongType: record.states[field].insert(.wrongType)
      case .unknownEnumValue:
        let found = value[failure.path].map(Self.text) ?? failure.found ?? "?"
        record.unknownValues.append(PayloadRecord.UnknownValue(field: field, value: found))
      default: break
      }
    }
    var unread = Set<FoldedPath>()
    for key in trace.unreadKeys {
      let folded = FoldedPath(key)
      if unread.insert(folded).inserted { record.neverRead.append(folded) }
    }
    return record
  }

  /// The field a failure at `path` counts for: its own key, or for an array element or a
  /// dictionary value that is not an object (`hours[2]`, `offsets.north`) the array's or the
  /// dictionary's key.
  private func field(of path: JSONPath) -> Int? {
    var folded = fold(path)
    while true {
      if let field = index[folded] { return field }
      guard folded.steps.last == .element || folded.steps.last == .value else { return nil }
      folded.steps.removeLast()
    }
  }

  /// `path` folded, its keys inside dictionaries folded into values: `stations.kew.name` is
  /// `stations{}.name`.
  private func fold(_ path: JSONPath) -> FoldedPath {
    var folded = FoldedPath(JSONPath.root)
    for component in path.components {
      switch component {
      case .index: folded.steps.append(.element)
      case .key(let key):
        folded.steps.append(.value)
        if !dictionaryValues.contains(folded) { folded.steps[folded.steps.count - 1] = .key(key) }
      }
    }
    return folded
  }

  /// How the key at `steps` looks in `value`: present, `null`, absent (from an object that is
  /// there), or several of these across an array's elements; nothing when its parent is missing.
  static func state(of steps: ArraySlice<FoldedPath.Step>, in value: JSONValue) -> PayloadRecord.KeyState {
    guard let step = steps.first else { return value == .null ? .null : .present }
    switch (step, value) {
    case (.key(let key), .object(let object)):
      guard let member = object[key] else { return steps.count == 1 ? .absent : [] }
      return state(of: steps.dropFirst(), in: member)
    case (.element, .array(let elements)):
      var states: PayloadRecord.KeyState = []
      for element in elements { states.formUnion(state(of: steps.dropFirst(), in: element)) }
      return states
    case (.value, .object(let object)):
      var states: PayloadRecord.KeyState = []
      for member in object { states.formUnion(state(of: steps.dropFirst(), in: member.value)) }
      return states
    default:
      return []
    }
  }

  /// A value as a summary lists it: a string's text, a number's digits, other values as JSON.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    default: value.compactText
    }
  }
}
