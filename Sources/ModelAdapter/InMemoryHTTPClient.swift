import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``ImmediateHTTPClient`` that answers every request with the same bytes and status: how the
/// workbench hands a payload it already holds (a fixture's text, a printed edit) to the adapter.
public struct InMemoryHTTPClient: ImmediateHTTPClient {
  /// The body of every answer.
  public let body: Data
  /// The status of every answer.
  public let status: Int

  /// A client that answers `status` (by default `200 OK`) with `body`.
  public init(body: Data, status: Int = 200) {
    self.body = body
    self.status = status
  }

  /// Loads `request` at once.
  public func loadImmediately(_ request: URLRequest) throws -> (Data, HTTPURLResponse) {
    let url = request.url ?? URL(string: "memory:")!
    guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])
    else {
      throw HTTPClientError.notHTTP(url: request.url)
    }
    return (body, response)
  }
}
