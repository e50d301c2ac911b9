import Foundation
import JSONCore
import JSONTrace

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The top brick of the adapter stack: loads a request through an ``HTTPClient`` and decodes the
/// body into a model with a real `JSONDecoder`, the way the app itself decodes.
///
/// ```swift
/// let client = HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient())
/// let adapter = ModelMapperAdapter(client: client, decoding: .init(keys: .convertFromSnakeCase))
/// let pokemon = try await adapter.load(URLRequest(url: url), as: Pokemon.self)
/// ```
///
/// A body that does not decode throws a ``DecodingDiagnosis``: the JSON path, the line and column,
/// and a plain message, and every other failing field (``DiagnosisDetail``). Errors of the client
/// pass through unchanged.
public struct ModelMapperAdapter<Client: HTTPClient>: Sendable {
  /// The client below the adapter.
  public let client: Client
  /// How the decoder reads keys and dates.
  public let decoding: DecodingOptions
  /// How much a diagnosis works out: every failing field, or the first.
  public let diagnosis: DiagnosisDetail

  /// An adapter over `client` decoding with `decoding`, diagnosing failures in `diagnosis` detail.
  public init(client: Client, decoding: DecodingOptions = DecodingOptions(), diagnosis: DiagnosisDetail = .everyField) {
    self.client = client
    self.decoding = decoding
    self.diagnosis = diagnosis
  }

  /// Loads `request` and decodes its body as `type`.
  public func load<Model: Decodable>(_ request: URLRequest, as type: Model.Type) async throws -> Model {
    let (data, _) = try await client.load(request)
    return try decode(data, as: type)
  }

  /// Decodes `data` as `type` with this adapter's decoder options.
  /// - Throws: ``DecodingDiagnosis`` when the data does not decode.
  public func decode<Model: Decodable>(_ data: Data, as type: Model.Type) throws(DecodingDiagnosis) -> Model {
    do {
      return try decoding.makeDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      let first = DecodingDiagnosis(error, payload: data)
      guard diagnosis == .everyField, first.path != .root || !first.message.hasPrefix("invalid JSON") else {
        throw first
      }
      guard let traced = try? TracingDecoder.trace(type, from: data, options: decoding) else { throw first }
      throw first.withFields(traced.trace.failures)
    } catch {
      throw DecodingDiagnosis(path: .root, location: nil, message: String(describing: error))
    }
  }
}

extension ModelMapperAdapter where Client: ImmediateHTTPClient {
  /// Loads `request` and decodes its body as `type` at once, through the same client, decorators
  /// and decoder as ``load(_:as:)``.
  public func loadImmediately<Model: Decodable>(_ request: URLRequest, as type: Model.Type) throws -> Model {
    let (data, _) = try client.loadImmediately(request)
    return try decode(data, as: type)
  }
}

extension ModelMapperAdapter where Client == HTTPClientErrorMapperDecorator<StubHTTPClient> {
  /// An adapter that decodes `data` as if a server had sent it: an in-memory client returns the
  /// bytes, the error mapper checks the answer, and the model mapper decodes it, as in a real load.
  public static func inMemory(
    _ data: Data, options: DecodingOptions = DecodingOptions(), diagnosis: DiagnosisDetail = .everyField
  ) -> Self {
    ModelMapperAdapter(
      client: HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(body: data)), decoding: options,
      diagnosis: diagnosis)
  }
}
