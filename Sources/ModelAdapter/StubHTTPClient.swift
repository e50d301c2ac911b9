import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPClient`` that answers every request at once with canned bytes, a status or an error,
/// and remembers the requests it saw: for tests, and for the workbench handing a payload it already
/// holds (a fixture's text, a printed edit) to the adapter.
public final class StubHTTPClient: ImmediateHTTPClient, Sendable {
  /// What the stub answers.
  public enum Reply: Sendable {
    /// A response with this body, status and header fields.
    case response(Data, status: Int = 200, headers: [String: String] = [:])
    /// A thrown error, as a transport failure would.
    case failure(any Error)
  }

  private struct State {
    var reply: Reply
    var seen: [URLRequest] = []
  }

  private let state: Mutex<State>

  /// A stub that answers `reply`.
  public init(_ reply: Reply) {
    state = Mutex(State(reply: reply))
  }

  /// A stub that answers `status` (by default `200 OK`) with `body`.
  public convenience init(body: Data, status: Int = 200) {
    self.init(.response(body, status: status))
  }

  /// Changes what later requests get.
  public func answer(_ reply: Reply) {
    state.withLock { $0.reply = reply }
  }

  /// The requests received so far, oldest first.
  public var requests: [URLRequest] {
    state.withLock { $0.seen }
  }

  /// Answers `request` at once.
  public func loadImmediately(_ request: URLRequest) throws -> (Data, HTTPURLResponse) {
    let reply = state.withLock {
      $0.seen.append(request)
      return $0.reply
    }
    switch reply {
    case .response(let body, let status, let headers):
      let url = request.url ?? URL(string: "stub:")!
      guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else {
        throw HTTPClientError.notHTTP(url: request.url)
      }
      return (body, response)
    case .failure(let error):
      throw error
    }
  }
}
