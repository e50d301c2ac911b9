import Foundation
import JSONFragment
import ModelAdapter

/// Everything the engine can say about one payload for one model: the adapter's verdict, every
/// failing field, the keys never read, and the per-field comparison with the decoded model.
public struct PayloadInspection: Sendable {
  /// What the real decoding path made of the payload.
  public enum Verdict: Sendable, Hashable {
    /// `JSONDecoder`, through the adapter, decoded it.
    case decodes
    /// The adapter threw; its diagnosis names the first failing field.
    case fails(DecodingDiagnosis)
    /// The bytes are not JSON.
    case invalidJSON(JSONParseError)
  }

  /// The adapter's verdict.
  public var verdict: Verdict
  /// Every failing field and the unread keys (absent for invalid JSON).
  public var trace: DecodeTrace?
  /// Each payload value against the decoded model (empty when the payload does not decode).
  public var comparison: [FieldComparison]

  /// Whether the payload decodes.
  public var decodes: Bool { verdict == .decodes }

  /// Inspects `data` as `type`, decoded with `options`; `comparison` checks the decoded model.
  static func inspect<Model: Decodable>(
    _ type: Model.Type, data: Data, options: DecodingOptions, comparison: ModelComparison, comparisonLimit: Int?
  ) -> PayloadInspection {
    let payload: JSONValue
    do {
      payload = try JSONParser.parse(data)
    } catch {
      return PayloadInspection(verdict: .invalidJSON(error), trace: nil, comparison: [])
    }
    let adapter = ModelMapperAdapter.decoding(data, options: options)
    let traced = try? TracingDecoder.trace(type, from: data, options: options)
    do {
      let model = try adapter.decode(data, as: type)
      return PayloadInspection(
        verdict: .decodes, trace: traced?.trace,
        comparison: comparison.compare(payload: payload, model: model, limit: comparisonLimit))
    } catch {
      return PayloadInspection(verdict: .fails(error), trace: traced?.trace, comparison: [])
    }
  }
}
