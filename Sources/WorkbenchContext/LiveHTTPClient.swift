import Foundation
import ModelAdapter
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live context's HTTP client: `URLSession` behind the error mapper, made on the first request.
///
/// Making a `URLSession` reaches `Bundle.main`, which traps (SIGILL) when the executable's folder
/// cannot be reached, as for a binary run as another user from a private folder. Commands that load
/// no URL therefore never make one.
public final class LiveHTTPClient: HTTPClient, Sendable {
  private let client = Mutex<(any HTTPClient)?>(nil)

  /// A client that has made no session yet.
  public init() {}

  /// Whether a request has made the session.
  public var hasSession: Bool { client.withLock { $0 != nil } }

  public func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let session = client.withLock { client in
      if let client { return client }
      let made: any HTTPClient = HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient())
      client = made
      return made
    }
    return try await session.load(request)
  }
}
