import FixtureEngine
import Foundation
import ModelAdapter
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
      DatesHint.message(for: .secondsSince1970)
        == #"dates look like seconds since 1970: set "dates": "secondsSince1970" in fixture-workbench.json, or pass --dates secondsSince1970"#
    )
  }

  @Test func textUnderSecondsIsNamedISO8601() {
    #expect(
      inspect(#"{"id": "a", "openedAt": "2026-11-02T10:00:00Z"}"#, dates: .secondsSince1970).datesHint == .iso8601)
  }

  @Test func aFailureNoStrategyMendsHasNoHint() {
    #expect(inspect(#"{"openedAt": 1700000000}"#, dates: .iso8601).datesHint == nil)
    #expect(inspect(#"{"id": "a", "openedAt": 1700000000}"#, dates: .secondsSince1970).datesHint == nil)
  }
}
