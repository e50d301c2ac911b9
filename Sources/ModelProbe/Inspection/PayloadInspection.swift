import Foundation
import JSONCore
import JSONTrace
import ModelAdapter

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything the engine can say about one payload for one model: the adapter's verdict, every
/// failing field, the keys never read, and the per-field comparison with the decoded model.
///
/// Line and column numbers cost a scan of the text, so an inspection leaves the failing fields
/// without them; ``located()`` adds them for a front end that shows them.
public struct PayloadInspection: Sendable {
  /// What the real decoding path made of the payload.
  public enum Verdict: Sendable, Hashable, Codable {
    /// `JSONDecoder`, through the adapter, decoded it.
    case decodes
    /// The adapter threw; its diagnosis names the first failing field.
    case fails(DecodingDiagnosis)
    /// The bytes are not JSON.
    case invalidJSON(JSONParseError)
    /// The model's own code stopped the worker decoding it (a trap, or no end in time).
    case stopped(ModelStop)
  }

  /// The adapter's verdict.
  public var verdict: Verdict
  /// Every failing field and the unread keys (absent for invalid JSON).
  public var trace: DecodeTrace?
  /// Each payload value against the decoded model (empty when the payload does not decode);
  /// without the matching ones when ``omittedMatches`` says some were left out.
  public var comparison: [FieldComparison]
  /// How many values that match the model ``needingAttention()`` left out of ``comparison``.
  public var omittedMatches = 0
  /// Where each unread key sits in the text; empty until ``located()``.
  public var unreadKeyLocations: [JSONPath: TextLocation] = [:]
  /// The keys that an object of the payload holds more than once, located in its text.
  public var duplicateKeys: [DuplicateKey] = []
  /// When the payload does not decode but decodes whole under another date strategy: that one
  /// (``DatesHint``).
  public var datesHint: DecodingOptions.Dates?
  /// The text inspected, for ``located()``; it does not travel with the rest.
  package var bytes = Data()
  /// The model as the inspecting worker learned it, beside the decode, when the workbench had
  /// none kept to send: the workbench keeps it and takes it out.
  package var learned: LearnedModel?

  /// Whether the payload decodes.
  public var decodes: Bool { verdict == .decodes }

  /// Whether the payload fails only where the model refused for want of what its package's code
  /// passes in `decoder.userInfo` (`DecodeTrace.needsContext`): the workbench cannot check it.
  public var needsContext: Bool {
    guard case .fails = verdict else { return false }
    return trace?.needsContext == true
  }

  /// Whether the model takes the payload as far as the workbench can tell: it decodes, or it
  /// refused only for want of context (``needsContext``).
  public var decodesAsFarAsKnown: Bool { decodes || needsContext }

  /// How many payload values were compared with the model, listed or not.
  public var comparedCount: Int { comparison.count + omittedMatches }

  /// How many compared values match the model, listed or not.
  public var matchCount: Int { omittedMatches + comparison.count { $0.verdict == .match } }

  /// How many compared values the model holds in a normalized form.
  public var normalizedCount: Int {
    comparison.count { if case .normalized = $0.verdict { true } else { false } }
  }

  /// This inspection with only the comparisons that need a look (mismatches, normalized values,
  /// values not compared); the matching ones are counted in ``omittedMatches``.
  public func needingAttention() -> PayloadInspection {
    var kept = self
    kept.comparison = comparison.filter { $0.verdict != .match }
    kept.omittedMatches = omittedMatches + comparison.count - kept.comparison.count
    return kept
  }

  /// The request the adapter's in-memory client answers with the payload.
  private static let request = URLRequest(url: URL(string: "workbench:payload")!)

  /// Inspects `payload` as `type`, decoded with `options`: the adapter stack (an in-memory client,
  /// the error mapper, the model mapper) decodes its bytes, the tracing decoder walks its tree,
  /// and `compare` holds the decoded model against the tree.
  static func inspect<Model: Decodable & SendableMetatype>(
    _ type: Model.Type, payload: ParsingPayload, options: DecodingOptions,
    compare: (Model, JSONValue) -> ModelComparison.Compared
  ) -> PayloadInspection {
    // The adapter decodes the bytes while they are parsed and traced; the comparison reads the
    // model and the tree once both are there. Where there are two cores, each takes one; a small
    // payload is traced first, on this thread.
    let tracing = ThreadOfItsOwn(unlessSmall: ParsingPayload.isSmall(payload.bytes)) {
      payload.parsed().map { value in
        (
          WorkerNotes.running(type) { TracingDecoder.trace(type, from: value, options: options).trace },
          DuplicateKey.find(in: value, bytes: payload.bytes)
        )
      }
    }
    let decoded = decodeAndCompare(type, payload: payload, options: options, compare: compare)
    let trace: DecodeTrace
    let duplicateKeys: [DuplicateKey]
    switch tracing.value() {
    case .success(let traced): (trace, duplicateKeys) = traced
    case .failure(let error): return .invalid(error, bytes: payload.bytes)
    }
    let verdict: Verdict
    var compared = ModelComparison.Compared(countsMatches: false)
    switch decoded {
    case .success(let found):
      verdict = .decodes
      compared = found
      compared.results = ToleratedSubtrees.marking(compared.results, failures: trace.failures)
      compared.results = UnreadInThisPayload.marking(compared.results, unread: trace.unreadKeys)
    case .failure(let diagnosis as DecodingDiagnosis):
      verdict = .fails(diagnosis.withFields(trace.failures))
    case .failure(let error):
      verdict = .fails(DecodingDiagnosis(path: .root, location: nil, message: String(describing: error)))
    }
    var inspection = PayloadInspection(
      verdict: verdict, trace: trace, comparison: compared.results, bytes: payload.bytes)
    inspection.omittedMatches = compared.omittedMatches
    inspection.duplicateKeys = duplicateKeys
    return inspection
  }

  /// The comparison of the model the adapter decodes, or the adapter's error. The engine traces
  /// the parsed tree itself, so the adapter stops at the first field and the diagnosis takes its
  /// fields from that one trace.
  private static func decodeAndCompare<Model: Decodable>(
    _ type: Model.Type, payload: ParsingPayload, options: DecodingOptions,
    compare: (Model, JSONValue) -> ModelComparison.Compared
  ) -> Result<ModelComparison.Compared, any Error> {
    let adapter = ModelMapperAdapter.inMemory(payload.bytes, options: options, diagnosis: .firstField)
    do {
      let model = try WorkerNotes.running(type) { try adapter.loadImmediately(request, as: type) }
      let compared = compare(model, try payload.parsed().get())
      ReleasedElsewhere.hand(consume model)
      return .success(compared)
    } catch {
      return .failure(error)
    }
  }

  /// The inspection of a payload whose decoding stopped the model's worker.
  package static func stopped(_ stop: ModelStop, bytes: Data) -> PayloadInspection {
    PayloadInspection(verdict: .stopped(stop), trace: nil, comparison: [], bytes: bytes)
  }

  /// The inspection of text that is not JSON.
  package static func invalid(_ error: JSONParseError, bytes: Data) -> PayloadInspection {
    PayloadInspection(verdict: .invalidJSON(error), trace: nil, comparison: [], bytes: bytes)
  }

  /// This inspection with the line and column of every failing field and unread key, found in
  /// one scan of the text.
  public func located() -> PayloadInspection {
    guard let trace, !(trace.failures.isEmpty && trace.unreadKeys.isEmpty) else { return self }
    var located = self
    bytes.withUnsafeBytes { raw in
      let text = raw.bindMemory(to: UInt8.self)
      let found = JSONPathLocator.locate(trace.failures.map(\.path) + trace.unreadKeys, in: text)
      let lines = found.mapValues { TextLocation(of: $0.offset, in: text) }
      for index in trace.failures.indices {
        located.trace?.failures[index].location = lines[trace.failures[index].path]
      }
      if case .fails(let diagnosis) = verdict, let failures = located.trace?.failures {
        located.verdict = .fails(diagnosis.withFields(failures))
      }
      let unread = Set(trace.unreadKeys)
      located.unreadKeyLocations = lines.filter { unread.contains($0.key) }
    }
    return located
  }
}

extension PayloadInspection: Codable {
  private enum CodingKeys: String, CodingKey {
    case verdict, trace, comparison, omittedMatches, unreadKeyLocations, datesHint, duplicateKeys, learned
  }
}
