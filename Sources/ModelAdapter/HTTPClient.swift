import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads the bytes of a request: the bottom brick of the adapter stack
/// (client, optional decorators, ``ModelMapperAdapter``).
public protocol HTTPClient: Sendable {
  /// Sends `request` and returns the body and the HTTP response, whatever its status.
  func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
