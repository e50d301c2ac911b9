import Foundation
import HTTPTestSupport
import ModelAdapter
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession client against a real server on 127.0.0.1, started and stopped by each test.
@Suite(.serialized)
struct URLSessionHTTPClientTests {
  @Test func loadsAndDecodesFromARealServer() async throws {
    let server = try LocalHTTPServer(routes: ["/data": .init(status: 200, body: #"{"id": 7, "name": "seven"}"#)])
    defer { server.stop() }
    let adapter = ModelMapperAdapter(client: HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient()))
    let model = try await adapter.load(URLRequest(url: server.url("/data")), as: DataModel.self)
    #expect(model == DataModel(id: 7, name: "seven"))
  }

  @Test func aServerErrorBecomesAStatusError() async throws {
    let server = try LocalHTTPServer(routes: ["/broken": .init(status: 500, body: "database on fire")])
    defer { server.stop() }
    let client = HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient())
    let url = server.url("/broken")
    await #expect(throws: HTTPClientError.status(500, url: url, bodyExcerpt: "database on fire")) {
      try await client.load(URLRequest(url: url))
    }
  }

  @Test func aSlowServerTimesOut() async throws {
    let server = try LocalHTTPServer(routes: ["/slow": .init(status: 200, body: "{}", delay: 3)])
    defer { server.stop() }
    let client = HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient())
    var request = URLRequest(url: server.url("/slow"))
    // FoundationNetworking on Linux cuts a sub-second timeout to an instant failure; use whole seconds.
    request.timeoutInterval = 1
    await #expect(throws: HTTPClientError.timedOut(url: request.url)) { try await client.load(request) }
  }

  @Test func nobodyListeningIsATransportError() async throws {
    let server = try LocalHTTPServer(routes: [:])
    let url = server.url("/gone")
    server.stop()
    let client = HTTPClientErrorMapperDecorator(decoratee: URLSessionHTTPClient())
    await #expect {
      try await client.load(URLRequest(url: url))
    } throws: { error in
      guard case HTTPClientError.transport = error else { return false }
      return true
    }
  }
}
