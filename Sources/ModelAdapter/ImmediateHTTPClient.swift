import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPClient`` that answers at once, without suspending: a client over bytes already in
/// memory. A stack built on one (error mapper, ``ModelMapperAdapter``) can then be run by code
/// that cannot wait, through the same bricks a real load goes through.
public protocol ImmediateHTTPClient: HTTPClient {
  /// Answers `request` at once with the body and the HTTP response, whatever its status.
  func loadImmediately(_ request: URLRequest) throws -> (Data, HTTPURLResponse)
}

extension ImmediateHTTPClient {
  /// The immediate answer, for callers that go through the asynchronous protocol.
  public func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try loadImmediately(request)
  }
}
