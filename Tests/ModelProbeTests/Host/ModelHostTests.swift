import Foundation
import JSONFragment
import JSONTrace
import ModelProbe
import Testing

/// The worker's answers, from ``ModelHost`` alone: no workspace, no registry, only a lookup.
struct ModelHostTests {
  struct Reading: Decodable, Sendable {
    var station: String
    var celsius: Double
  }

  let address = ModelAddress(workspace: "Weather", model: "Reading")
  let hosted = HostedModel(code: ModelCode(Reading.self, decoding: DecodingOptions(), fragmentComparison: nil)) {
    [(name: "Fixtures/reading.json", payload: ["station": "Oslo", "celsius": 3.5])]
  }

  func answer(_ request: ModelRequest, payload: Data = Data()) -> ModelAnswer {
    ModelHost.answer(ModelMessage.request(request, payload: payload)) { $0 == address ? hosted : nil }
  }

  @Test func aModelIsLearnedOverItsSamplesAndSaysWhichOne() throws {
    guard case .schema(let schema) = answer(.discover(address, stoppingAt: nil)) else {
      Issue.record("no schema")
      return
    }
    #expect(schema.learnedFrom == "Fixtures/reading.json")
    guard case .object(_, let fields) = schema.root else {
      Issue.record("the root is not an object")
      return
    }
    #expect(fields.map(\.key) == ["station", "celsius"])
  }

  @Test func aPayloadIsInspectedWithEveryValueCompared() throws {
    let request = ModelRequest.inspect(
      address, comparisonLimit: nil, dates: nil, learned: nil, listing: .everyValue)
    guard case .inspection(let inspection) = answer(request, payload: Data(#"{"station":"Bergen","celsius":-1}"#.utf8))
    else {
      Issue.record("no inspection")
      return
    }
    #expect(inspection.decodes)
    #expect(inspection.comparedCount == 2)
    #expect(inspection.matchCount == 2)
  }

  @Test func repeatedKeysAreFoundWhereThePayloadIsParsedAndTravelWithTheAnswer() throws {
    let request = ModelRequest.inspect(
      address, comparisonLimit: nil, dates: nil, learned: nil, listing: .needingAttention)
    let payload = Data("{\"station\": \"Bergen\",\n \"celsius\": -1, \"station\": \"Oslo\"}".utf8)
    guard case .inspection(let inspection) = answer(request, payload: payload) else {
      Issue.record("no inspection")
      return
    }
    let expected = [DuplicateKey(path: "station", count: 2, location: TextLocation(line: 1, column: 13))]
    #expect(inspection.duplicateKeys == expected)
    let carried = try JSONDecoder().decode(PayloadInspection.self, from: JSONEncoder().encode(inspection))
    #expect(carried.duplicateKeys == expected)
  }

  @Test func aBatchIsObservedAsOneRecordPerPayload() {
    let payloads = [#"{"station":"A","celsius":1}"#, #"{"station":"B"}"#].map { Data($0.utf8) }
    let request = ModelRequest.observe(address, fields: [], sizes: payloads.map(\.count))
    guard case .records(let records) = answer(request, payload: payloads.reduce(Data(), +)) else {
      Issue.record("no records")
      return
    }
    #expect(records.map(\.decodes) == [true, false])
  }

  @Test func anUnknownModelAnUnreadableRequestAndABadBatchAreRefused() {
    let elsewhere = ModelAddress(workspace: "Weather", model: "Forecast")
    guard case .refused(let unknown) = answer(.discover(elsewhere, stoppingAt: nil)) else {
      Issue.record("an unknown model was answered")
      return
    }
    #expect(unknown == "no model Forecast in workspace Weather")
    guard case .refused(let unreadable) = ModelHost.answer(Data("12\nnot json".utf8), models: { _ in hosted }) else {
      Issue.record("an unreadable request was answered")
      return
    }
    #expect(unreadable.hasPrefix("the request could not be read"))
    guard case .refused(let batch) = answer(.observe(address, fields: [], sizes: [4, 4]), payload: Data("{}".utf8))
    else {
      Issue.record("a batch whose sizes do not add up was answered")
      return
    }
    #expect(batch == "the batch's sizes do not add up to its bytes")
  }
}
