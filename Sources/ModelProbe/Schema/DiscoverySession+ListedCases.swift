import JSONCore
import JSONTrace

extension DiscoverySession {
  /// One object for each case the model's code lists for the type that read the object at `path`
  /// (``ListedPayloadCases``), holding that case's key and an empty payload: the cases of an enum
  /// with associated values that no fixture need show.
  func listedCases(at path: JSONPath) -> [JSONValue] {
    guard let listing = readers[path]?.type as? any ListedPayloadCases.Type else { return [] }
    return listing.payloadCaseNames.compactMap { name in
      AnyCodingKey(stringValue: name).map { key in .object([jsonKey(key, in: path): .object([:])]) }
    }
  }
}
