import FixtureEngine
import Foundation
import ModelAdapter
import ModelProbe
import Testing

/// A payload whose dates are in another strategy than the model's says which one reads them.
struct DatesHintTests {
  struct Opening: Decodable, Sendable {
    var id: String
    var openedAt: Date
  }

  func inspect(_ json: String, dates: DecodingOptions.Dates) -> PayloadInspection {
    WorkspaceModel.model(Opening.self, decoding: DecodingOptions(dates: dates)).inspect(Data(json.utf8))
  }

  @Test func secondsUnderISO8601AreNamed() {
    let inspection = inspect(#"{"id": "a", "openedAt": 1700000000}"#, dates: .iso8601)
    #expect(!inspection.decodes)
    #expect(inspection.datesHint == .secondsSince1970)
    #expect(
      DatesHint.message(for: .secondsSince1970, or: "try it")
        == #"dates look like seconds since 1970: set "dates": "secondsSince1970" in fixture-workbench.json, or try it"#
    )
  }

  @Test func textUnderSecondsIsNamedISO8601() {
    #expect(
      inspect(#"{"id": "a", "openedAt": "2026-11-02T10:00:00Z"}"#, dates: .secondsSince1970).datesHint == .iso8601)
  }

  @Test(arguments: [
    ("2026-11-02T10:00:00", "yyyy-MM-dd'T'HH:mm:ss"),
    ("2026-11-02 10:00:00", "yyyy-MM-dd HH:mm:ss"),
    ("2026-11-02", "yyyy-MM-dd"),
  ])
  func textISO8601DoesNotReadIsNamedByItsFormat(text: String, format: String) {
    #expect(inspect(#"{"id": "a", "openedAt": "\#(text)"}"#, dates: .iso8601).datesHint == .formatted(format))
  }

  @Test func aFormatIsQuotedForJSON() {
    #expect(
      DatesHint.message(for: .formatted("yyyy-MM-dd'T'HH:mm:ss"), or: "try it")
        == #"dates look like text in the format yyyy-MM-dd'T'HH:mm:ss: set "dates": "yyyy-MM-dd'T'HH:mm:ss" in fixture-workbench.json, or try it"#
    )
  }

  @Test func aFailureNoStrategyMendsHasNoHint() {
    #expect(inspect(#"{"openedAt": 1700000000}"#, dates: .iso8601).datesHint == nil)
    #expect(inspect(#"{"id": "a", "openedAt": 1700000000}"#, dates: .secondsSince1970).datesHint == nil)
  }
}

/// The app's `D`: one payload decoded with another date strategy than the model's, in this process
/// and through the worker's protocol alike.
struct DatesOverrideTests {
  let model = WorkspaceModel.model(DatesHintTests.Opening.self, decoding: DecodingOptions(dates: .iso8601))
  let seconds = Data(#"{"id": "a", "openedAt": 1700000000}"#.utf8)

  @Test func anOverrideDecodesWithItsStrategy() {
    #expect(!model.inspect(seconds).decodes)
    let inspection = model.inspect(seconds, dates: .secondsSince1970)
    #expect(inspection.decodes)
    #expect(inspection.datesHint == nil)
  }

  @Test func theHintIsRelativeToTheOverride() {
    let iso = Data(#"{"id": "a", "openedAt": "2026-11-02T10:00:00Z"}"#.utf8)
    #expect(model.inspect(iso, dates: .millisecondsSince1970).datesHint == .iso8601)
  }

  @Test func theWorkerRequestCarriesTheOverride() throws {
    let code = ModelCode(
      DatesHintTests.Opening.self, decoding: DecodingOptions(dates: .iso8601), fragmentComparison: nil)
    let hosted = HostedModel(code: code) { [] }
    let address = ModelAddress(workspace: "W", model: model.name)
    func verdict(_ dates: DecodingOptions.Dates?) -> Bool? {
      let request = ModelRequest.inspect(
        address, comparisonLimit: nil, dates: dates, learned: nil, listing: .everyValue)
      guard
        case .inspection(let inspection) = ModelHost.answer(
          ModelMessage.request(request, payload: seconds), models: { $0 == address ? hosted : nil })
      else { return nil }
      return inspection.decodes
    }
    #expect(verdict(nil) == false)
    #expect(verdict(.secondsSince1970) == true)
  }
}

/// A model read with a `DateFormatter` format: its date keys are found in the model and compared,
/// even when the format keeps only minutes or days.
struct FormattedDatesTests {
  struct Meeting: Decodable, Sendable {
    var title: String
    var startsAt: Date
    var endsAt: Date
    var day: Date?
  }

  @Test(arguments: ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "dd.MM.yyyy HH:mm"])
  func everyDateKeyIsComparedWithTheModel(format: String) {
    let strategy = DecodingOptions.Dates.formatted(format)
    let start = strategy.text(for: Date(timeIntervalSince1970: 1_767_225_600))
    let end = strategy.text(for: Date(timeIntervalSince1970: 1_767_229_200))
    let model = WorkspaceModel.model(Meeting.self, decoding: DecodingOptions(dates: strategy))
    let inspection = model.inspect(
      Data(#"{"title": "standup", "startsAt": \#(start), "endsAt": \#(end), "day": \#(start)}"#.utf8))
    #expect(inspection.decodes)
    #expect(inspection.comparison.map(\.verdict) == [.match, .match, .match, .match], "\(inspection.comparison)")
  }

  @Test func aPayloadInAnotherFormatFailsAtItsKeyAndTheHintNamesTheFormat() {
    let model = WorkspaceModel.model(Meeting.self, decoding: DecodingOptions(dates: .formatted("dd.MM.yyyy HH:mm")))
    let inspection = model.inspect(
      Data(#"{"title": "standup", "startsAt": "2026-01-01 09:00", "endsAt": "2026-01-01 09:15"}"#.utf8))
    #expect(inspection.trace?.failures.map(\.path.description) == ["startsAt", "endsAt"])
    #expect(
      inspection.trace?.failures.first?.message
        == #"the string "2026-01-01 09:00" is not a date in the format "dd.MM.yyyy HH:mm""#)
    #expect(inspection.datesHint == .formatted("yyyy-MM-dd HH:mm"))
  }
}

/// The hint names the package's own decoder when it has a static one.
struct DatesHintDecoderTests {
  @Test func aPackageWithAStaticDecoderIsToldToNameIt() {
    #expect(
      ModelProbe.DatesHint.message(for: .iso8601, or: "press D", decoders: ["JSONDecoder.api"])
        == #"dates look like ISO 8601 text: set "dates": "iso8601" in fixture-workbench.json, or press D; or, to decode as the package does, name its decoder there: "decoder": "JSONDecoder.api""#
    )
    #expect(!ModelProbe.DatesHint.message(for: .iso8601, or: "press D").contains("decoder"))
  }
}
