import Foundation

/// Fetches and decodes the API's responses with the app's one decoder.
struct APIClient {
  let baseURL: URL
  var session: URLSession = .shared

  func get<Response: Decodable>(_ path: String, query: [String: String] = [:]) async throws -> Response {
    var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.key, value: $0.value) }
    let (data, response) = try await session.data(from: components.url!)
    guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
      throw APIError.unexpectedStatus((response as? HTTPURLResponse)?.statusCode ?? 0)
    }
    return try JSONDecoder.trailhead.decode(Response.self, from: data)
  }
}

enum APIError: Error {
  case unexpectedStatus(Int)
}
