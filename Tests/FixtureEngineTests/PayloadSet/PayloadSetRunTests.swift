import Foundation
import JSONFragment
import TestPayloads
import Testing

@testable import FixtureEngine
@testable import ModelProbe
@testable import PayloadSources
@testable import WorkbenchContext

/// A generated set with known counts, read as a folder, an NDJSON log and a HAR capture, decoded
/// and summarized per key path (in this process: the worker runs the same code).
struct PayloadSetRunTests {
  private let model = WorkspaceModel.model(Weather.self)

  private func run(_ payloadSet: PayloadSet, _ files: [String: Data]) -> ([PayloadSetRun.Outcome], PayloadSetRun.Result)
  {
    var outcomes: [PayloadSetRun.Outcome] = []
    var run = PayloadSetRun(model: model)
    run.batchCount = 7
    let result = run.run(payloadSet, files: InMemoryFileSystem(files).fileSystem) { outcomes.append($0) }
    return (outcomes, result)
  }

  private func field(_ summary: PayloadSetSummary, _ path: String) -> PayloadSetSummary.Field? {
    summary.fields.first { $0.field.path.description == path }
  }

  private func expectKnownCounts(_ summary: PayloadSetSummary, observed: Int) {
    #expect(summary.observed == observed)
    #expect(
      summary.fields.map(\.field.path.description) == [
        "name", "country_code", "hours", "hours[].temp", "hours[].condition",
      ])
    let name = field(summary, "name")
    #expect(name?.null == WeatherPayloadSet.nullNames)
    #expect(name?.present == WeatherPayloadSet.count - WeatherPayloadSet.nullNames)
    #expect(name?.failing == WeatherPayloadSet.nullNames)
    let country = field(summary, "country_code")
    #expect([country?.present, country?.null, country?.absent] == [30, 10, 10])
    #expect(country?.failing == 0)
    let temp = field(summary, "hours[].temp")
    #expect([temp?.present, temp?.wrongType, temp?.failing] == [50, 1, 1])
    let condition = field(summary, "hours[].condition")
    #expect(condition?.unknownValues == [.init(value: "hail", count: WeatherPayloadSet.hail)])
    #expect(summary.neverRead == [.init(path: "debug", count: 25)])
    #expect(summary.agreement(name!)?.description == "error: name: required, null in 5 of 50 (10%)")
    #expect(summary.agreement(country!)?.description == "information: country_code: optional, absent in 10, null in 10")
    #expect(
      summary.agreement(condition!)?.description
        == #"error: hours[].condition: required, values the model lacks: "hail" (2)"#)
    #expect(summary.agreement(temp!)?.description == "error: hours[].temp: required, not Double in 1 of 50 (2%)")
    #expect(summary.agreement(field(summary, "hours")!) == nil)
  }

  @Test func aFolderOfFiles() {
    let (outcomes, result) = run(PayloadSet(inputs: ["/set"]), WeatherPayloadSet.folder(at: "/set"))
    #expect(outcomes.count == 50)
    #expect(result.summary.payloads == 50)
    #expect(
      result.summary.failing == WeatherPayloadSet.nullNames + WeatherPayloadSet.hail
        + WeatherPayloadSet.wrongTemperature)
    expectKnownCounts(result.summary, observed: 50)
    let p07 = outcomes.first { $0.name.hasSuffix("p07.json") }
    #expect(p07?.record.failsAt == "hours[1].condition")
  }

  @Test func anNDJSONLogWithALineThatIsNotJSON() {
    let (outcomes, result) = run(PayloadSet(inputs: ["/log.ndjson"]), ["/log.ndjson": WeatherPayloadSet.ndjson()])
    #expect(result.summary.payloads == 51)
    #expect(result.summary.notJSON == 1)
    #expect(outcomes.last?.name == "/log.ndjson:52:10", "where the unfinished string begins")
    #expect(outcomes[3].record.failsAt == "name")
    expectKnownCounts(result.summary, observed: 50)
  }

  @Test func aHARCaptureWithBase64BodiesAndEntriesThatAreNotJSON() {
    let (outcomes, result) = run(
      PayloadSet(inputs: ["/c.har"], urlContains: "api.example.com"), ["/c.har": WeatherPayloadSet.har()])
    #expect(result.summary.payloads == 51)
    #expect(result.summary.notJSON == 1)
    #expect(result.reading.skippedEntries == 3)
    #expect(outcomes.last?.name == "GET https://api.example.com/weather/broken:2:11")
    expectKnownCounts(result.summary, observed: 50)
  }

  @Test func recordsTravelThroughTheWorkerProtocolUnchanged() throws {
    let fields = SummaryField.fields(of: model.schema())
    let batch = [WeatherPayloadSet.payload(7), WeatherPayloadSet.payload(8), "nope"].map { Data($0.utf8) }
    let registry = WorkspaceRegistry([Workspace("W", directory: "/w", models: [model])])
    var message = Data()
    for payload in batch { message.append(payload) }
    let request = ModelMessage.request(
      .observe(ModelAddress(workspace: "W", model: "Weather"), fields: fields, sizes: batch.map(\.count)),
      payload: message)
    let answer = try ModelMessage.readAnswer(ModelMessage.answer(ModelWorkerServer.answer(request, registry: registry)))
    guard case .records(let records) = answer else {
      Issue.record("expected records, got \(answer)")
      return
    }
    #expect(records == model.observe(batch, fields: fields))
    #expect(records.map(\.decodes) == [false, true, false])
    #expect(records[0].unknownValues == [.init(field: 4, value: "hail")])
    #expect(
      records[2].verdict == .notJSON(location: TextLocation(line: 1, column: 1), message: records[2].notJSONMessage))
  }

  @Test func aVerdictOnlyRecordHasTheSameVerdictAndNothingElse() throws {
    let fields = SummaryField.fields(of: model.schema())
    let batch = [WeatherPayloadSet.payload(7), WeatherPayloadSet.payload(8)].map { Data($0.utf8) }
    let registry = WorkspaceRegistry([Workspace("W", directory: "/w", models: [model])])
    let request = ModelMessage.request(
      .observe(
        ModelAddress(workspace: "W", model: "Weather"), fields: fields, sizes: batch.map(\.count), depth: .verdict),
      payload: Data(batch.joined()))
    let answer = try ModelMessage.readAnswer(ModelMessage.answer(ModelWorkerServer.answer(request, registry: registry)))
    guard case .records(let records) = answer else {
      Issue.record("expected records, got \(answer)")
      return
    }
    let traced = model.observe(batch, fields: fields)
    #expect(records.map(\.decodes) == [false, true])
    #expect(records.map(\.failsAt) == traced.map(\.failsAt))
    #expect(records.allSatisfy { $0.states.isEmpty && $0.unknownValues.isEmpty && $0.neverRead.isEmpty })
    #expect(traced[0].unknownValues.count == 1, "the traced record of the same payload has what the verdict leaves out")
  }

  @Test func anArrayElementOfTheWrongTypeCountsForTheArraysKey() {
    let payload = #"{"name": "x", "hours": ["warm", {"temp": 1, "condition": "clear"}]}"#
    let fields = SummaryField.fields(of: model.schema())
    let record = model.observe([Data(payload.utf8)], fields: fields)[0]
    #expect(record.failsAt == "hours[0]")
    #expect(record.states[2] == [.present, .wrongType, .failing], "hours")
    #expect(record.states[3] == [.present], "hours[].temp: the string element has no keys to count")
  }
}

extension PayloadRecord {
  fileprivate var notJSONMessage: String {
    if case .notJSON(_, let message) = verdict { message } else { "" }
  }
}
