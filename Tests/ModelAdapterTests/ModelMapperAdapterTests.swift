import Foundation
import JSONCore
import ModelAdapter
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The adapter article's cases, done through the whole stack: stub client, error mapper, adapter.
struct ModelMapperAdapterTests {
  private let request = URLRequest(url: URL(string: "https://example.com/data")!)

  private func adapter(_ body: String, status: Int = 200) -> ModelMapperAdapter<
    HTTPClientErrorMapperDecorator<StubHTTPClient>
  > {
    ModelMapperAdapter(
      client: HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(.response(Data(body.utf8), status: status))))
  }

  private func diagnosis<Model: Decodable>(_ body: String, as type: Model.Type) async -> DecodingDiagnosis? {
    do {
      _ = try await adapter(body).load(request, as: type)
      return nil
    } catch {
      return error as? DecodingDiagnosis
    }
  }

  @Test func validData() async throws {
    let model = try await adapter(#"{"id": 1, "name": "valid name"}"#).load(request, as: DataModel.self)
    #expect(model == DataModel(id: 1, name: "valid name"))
  }

  @Test func invalidDataNamesTheMissingKey() async {
    let found = await diagnosis("{\n  \"id\": 1,\n  \"nama\": \"invalid name\"\n}", as: DataModel.self)
    #expect(found?.path == "name")
    #expect(found?.message == #"the required key "name" is missing"#)
    #expect(found?.location == TextLocation(line: 1, column: 1))
  }

  @Test func wrongTypeSaysWhatWasFound() async {
    let found = await diagnosis("{\n  \"id\": \"1\",\n  \"name\": \"n\"\n}", as: DataModel.self)
    #expect(found?.description == #"2:9: id: expected Int, found the string "1""#)
  }

  @Test func invalidJSONPointsAtTheProblem() async {
    let found = await diagnosis("{\n  \"id\": 1,\n  \"nama: \"invalid name\"\n}", as: DataModel.self)
    #expect(found?.path == .root)
    #expect(found?.location == TextLocation(line: 3, column: 11))
    #expect(found?.message.hasPrefix("invalid JSON: ") == true)
  }

  @Test func wrongStructure() async {
    let found = await diagnosis(#"{"id": 1, "nama": ["invalid name"]}"#, as: DataModel.self)
    #expect(found?.path == "name")
  }

  @Test func nestedArrayPathsAndNull() async {
    let body = """
      {"owner": "Ash", "moves": [
        {"name": "Tackle", "power": 40},
        {"name": "Ember", "power": 40},
        {"name": "Flamethrower", "power": "90"}
      ]}
      """
    let found = await diagnosis(body, as: Moveset.self)
    #expect(found?.description == #"4:37: moves[2].power: expected Int, found the string "90""#)
    let null = await diagnosis(#"{"owner": null, "moves": []}"#, as: Moveset.self)
    #expect(null?.message == "expected String, found null")
  }

  @Test func nonSuccessStatusBecomesATypedErrorWithAnExcerpt() async {
    await #expect(throws: HTTPClientError.status(500, url: request.url, bodyExcerpt: #"{"error":"boom"}"#)) {
      try await adapter(#"{"error":"boom"}"#, status: 500).load(request, as: DataModel.self)
    }
  }

  @Test func transportFailuresAreMapped() async {
    let client = HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(.failure(URLError(.timedOut))))
    await #expect(throws: HTTPClientError.timedOut(url: request.url)) { try await client.load(request) }
    let refused = HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(.failure(URLError(.cannotConnectToHost))))
    await #expect {
      try await refused.load(request)
    } throws: { error in
      guard case HTTPClientError.transport(let url, _) = error else { return false }
      return url == request.url
    }
  }

  @Test func theStubRecordsTheRequestsItSaw() async throws {
    let stub = StubHTTPClient(body: Data(#"{"id": 2, "name": "two"}"#.utf8))
    let adapter = ModelMapperAdapter(client: stub)
    _ = try await adapter.load(request, as: DataModel.self)
    #expect(stub.requests.map(\.url) == [request.url])
  }

  @Test func keyAndDateStrategiesAreApplied() throws {
    struct Event: Decodable, Equatable {
      let eventName: String
      let startsAt: Date
    }
    let adapter = ModelMapperAdapter.inMemory(
      Data(), options: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    let event = try adapter.decode(
      Data(#"{"event_name": "Launch", "starts_at": "2024-05-01T12:00:00Z"}"#.utf8), as: Event.self)
    #expect(event == Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 1_714_564_800)))
  }
}
