import Foundation
import JSONCore
import ModelAdapter
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The whole stack without suspending: in-memory client, error mapper, model mapper. The workbench
/// decodes printed payloads this way, so the path the app ships is the one that runs.
struct ImmediateAdapterTests {
  private let request = URLRequest(url: URL(string: "https://example.com/data")!)

  @Test func theInMemoryStackDecodesThroughTheMapper() throws {
    let adapter = ModelMapperAdapter.inMemory(Data(#"{"id": 1, "name": "valid name"}"#.utf8))
    #expect(try adapter.loadImmediately(request, as: DataModel.self) == DataModel(id: 1, name: "valid name"))
  }

  @Test func aFailureArrivesAsTheMappersDiagnosis() {
    let adapter = ModelMapperAdapter.inMemory(Data("{\n  \"id\": \"1\",\n  \"name\": \"n\"\n}".utf8))
    #expect(
      throws: DecodingDiagnosis(
        path: "id", location: TextLocation(line: 2, column: 9), message: "expected Int, found the string \"1\"",
        fields: [
          FieldFailure(
            path: "id", kind: .wrongType, expected: "Int", found: "the string \"1\"",
            message: "expected Int, found the string \"1\"", location: TextLocation(line: 2, column: 9))
        ])
    ) {
      try adapter.loadImmediately(request, as: DataModel.self)
    }
  }

  @Test func theErrorMapperChecksTheStatusWithoutSuspending() {
    let client = HTTPClientErrorMapperDecorator(decoratee: StubHTTPClient(body: Data("gone".utf8), status: 410))
    #expect(throws: HTTPClientError.status(410, url: request.url, bodyExcerpt: "gone")) {
      try client.loadImmediately(request)
    }
  }

  @Test func theAsyncLoadOfAnImmediateStackGivesTheSameAnswer() async throws {
    let adapter = ModelMapperAdapter.inMemory(Data(#"{"id": 2, "name": "two"}"#.utf8))
    #expect(try await adapter.load(request, as: DataModel.self) == DataModel(id: 2, name: "two"))
  }

  @Test func theMapperAppliesItsOptions() throws {
    struct Event: Decodable, Equatable {
      let eventName: String
      let startsAt: Date
    }
    let adapter = ModelMapperAdapter.inMemory(
      Data(#"{"event_name": "Launch", "starts_at": "2024-05-01T12:00:00Z"}"#.utf8),
      options: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(
      try adapter.loadImmediately(request, as: Event.self)
        == Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 1_714_564_800)))
  }

  @Test func aDiagnosisOfAWrongTypeReadsOnlyTheValueItNames() {
    // The value found is read from its place in the text; a payload whose other parts hold a
    // repeated key elsewhere is still explained by the value JSONDecoder read.
    let adapter = ModelMapperAdapter.inMemory(
      Data(#"{"id": [1, {"a": null}], "name": "n", "x": {"y": 1}}"#.utf8), diagnosis: .firstField)
    let location = TextLocation(line: 1, column: 8)
    #expect(
      throws: DecodingDiagnosis(
        path: "id", location: location, message: "expected Int, found an array",
        fields: [
          FieldFailure(
            path: "id", kind: .wrongType, expected: "Int", found: "an array", message: "expected Int, found an array",
            location: location)
        ])
    ) {
      try adapter.loadImmediately(request, as: DataModel.self)
    }
  }

  @Test func anISO8601DateTheDecoderRefusesIsNamedByItsKeyNotItsObject() throws {
    struct Release: Decodable {
      struct Asset: Decodable { let createdAt: Date }
      let assets: [Asset]
    }
    let adapter = ModelMapperAdapter.inMemory(
      Data(#"{"assets": [{"created_at": "2024-05-01 10:00"}]}"#.utf8),
      options: DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    let diagnosis = try #require(throws: DecodingDiagnosis.self) {
      try adapter.loadImmediately(request, as: Release.self)
    }
    #expect(diagnosis.path == "assets[0].created_at")
    #expect(diagnosis.location == TextLocation(line: 1, column: 28))
    #expect(
      diagnosis.message
        == #"found the string "2024-05-01 10:00": Expected date string to be ISO8601-formatted. (JSONDecoder's error names the object that holds it, assets[0])"#
    )
  }
}
