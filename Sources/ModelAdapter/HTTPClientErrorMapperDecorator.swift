import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Wraps an ``HTTPClient`` so that every failure below the decoder arrives as one typed
/// ``HTTPClientError``: a non-2xx status (with an excerpt of the body), a timeout, or a transport
/// failure. It stacks between a client and ``ModelMapperAdapter``, like a brick.
public struct HTTPClientErrorMapperDecorator<Decoratee: HTTPClient>: HTTPClient {
  private let decoratee: Decoratee
  /// How many characters of a failing response's body the error keeps.
  public let excerptLength: Int

  /// Decorates `decoratee`, keeping at most `excerptLength` characters of failing bodies.
  public init(decoratee: Decoratee, excerptLength: Int = 200) {
    self.decoratee = decoratee
    self.excerptLength = excerptLength
  }

  /// Loads `request`.
  public func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let answer: (Data, HTTPURLResponse)
    do {
      answer = try await decoratee.load(request)
    } catch {
      throw mapped(error, for: request)
    }
    return try checked(answer, for: request)
  }

  /// The decoratee's error as one ``HTTPClientError``.
  private func mapped(_ error: any Error, for request: URLRequest) -> HTTPClientError {
    switch error {
    case let error as HTTPClientError: error
    case let error as URLError where error.code == .timedOut: .timedOut(url: request.url)
    case let error as URLError: .transport(url: request.url, reason: error.localizedDescription)
    default: .transport(url: request.url, reason: String(describing: error))
    }
  }

  /// The answer, when its status is a success.
  private func checked(_ answer: (Data, HTTPURLResponse), for request: URLRequest) throws(HTTPClientError) -> (
    Data, HTTPURLResponse
  ) {
    guard (200...299).contains(answer.1.statusCode) else {
      throw HTTPClientError.status(answer.1.statusCode, url: request.url, bodyExcerpt: excerpt(of: answer.0))
    }
    return answer
  }

  private func excerpt(of body: Data) -> String {
    let text = String(decoding: body.prefix(excerptLength * 4), as: UTF8.self)
    guard text.count > excerptLength else { return text }
    return String(text.prefix(excerptLength)) + "…"
  }
}

extension HTTPClientErrorMapperDecorator: ImmediateHTTPClient where Decoratee: ImmediateHTTPClient {
  /// The decoratee's immediate answer, with its failures mapped as ``load(_:)`` maps them.
  public func loadImmediately(_ request: URLRequest) throws -> (Data, HTTPURLResponse) {
    let answer: (Data, HTTPURLResponse)
    do {
      answer = try decoratee.loadImmediately(request)
    } catch {
      throw mapped(error, for: request)
    }
    return try checked(answer, for: request)
  }
}
