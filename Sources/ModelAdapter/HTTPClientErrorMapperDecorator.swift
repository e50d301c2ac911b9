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

  public func load(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await decoratee.load(request)
    } catch let error as HTTPClientError {
      throw error
    } catch let error as URLError {
      throw error.code == .timedOut
        ? HTTPClientError.timedOut(url: request.url)
        : HTTPClientError.transport(url: request.url, reason: error.localizedDescription)
    } catch {
      throw HTTPClientError.transport(url: request.url, reason: String(describing: error))
    }
    guard (200...299).contains(response.statusCode) else {
      throw HTTPClientError.status(response.statusCode, url: request.url, bodyExcerpt: excerpt(of: data))
    }
    return (data, response)
  }

  private func excerpt(of body: Data) -> String {
    let text = String(decoding: body.prefix(excerptLength * 4), as: UTF8.self)
    guard text.count > excerptLength else { return text }
    return String(text.prefix(excerptLength)) + "…"
  }
}
