import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What went wrong below the decoder: the server's answer, or getting one at all.
public enum HTTPClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The server answered with a status outside 200...299.
  case status(Int, url: URL?, bodyExcerpt: String)
  /// No answer came within the request's timeout.
  case timedOut(url: URL?)
  /// The request could not be sent or its answer not received (no server, connection lost...).
  case transport(url: URL?, reason: String)
  /// The answer was not an HTTP response.
  case notHTTP(url: URL?)

  /// A readable description.
  public var description: String {
    switch self {
    case .status(let code, let url, let excerpt):
      let body = excerpt.isEmpty ? "an empty body" : "body: \(excerpt)"
      return
        "\(urlPrefix(url))the server answered HTTP \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code))), \(body)"
    case .timedOut(let url):
      return
        "\(urlPrefix(url))no answer before the request timed out; check that the server is up, or raise the timeout"
    case .transport(let url, let reason):
      return "\(urlPrefix(url))the request failed: \(reason)"
    case .notHTTP(let url):
      return "\(urlPrefix(url))the answer was not an HTTP response"
    }
  }

  private func urlPrefix(_ url: URL?) -> String {
    url.map { "\($0.absoluteString): " } ?? ""
  }
}
