import Foundation
import JSONTrace
import ModelAdapter

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Decodes a test's payload the way the app does: an in-memory client under the error mapper under
/// the model mapper, with the app's decoding options.
enum AdapterDecoding {
  /// The model, or the adapter's diagnosis of why `data` does not decode as `type`.
  static func decode<Model: Decodable>(
    _ data: Data, as type: Model.Type, options: DecodingOptions
  ) -> Result<Model, DecodingDiagnosis> {
    let adapter = ModelMapperAdapter.inMemory(data, options: options)
    let request = URLRequest(url: URL(string: "https://fixture.invalid/payload")!)
    do {
      return .success(try adapter.loadImmediately(request, as: type))
    } catch let diagnosis as DecodingDiagnosis {
      return .failure(diagnosis)
    } catch {
      return .failure(DecodingDiagnosis(path: .root, location: nil, message: String(describing: error)))
    }
  }
}
