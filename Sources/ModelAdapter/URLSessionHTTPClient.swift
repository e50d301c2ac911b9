import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPClient`` over `URLSession` (FoundationNetworking on Linux).
public struct URLSessionHTTPClient: HTTPClient {
  private let session: URLSession

  /// A client that sends requests through `session`.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Loads `request`.
  public func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await session.data(for: request)
    guard let httpResponse = response as? HTTPURLResponse else {
      throw HTTPClientError.notHTTP(url: request.url)
    }
    return (data, httpResponse)
  }
}
