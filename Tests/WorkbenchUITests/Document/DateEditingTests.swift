import JSONFragment
import ModelAdapter
import Testing

@testable import WorkbenchUI

/// The edit prompt accepts a date exactly when `JSONDecoder` would read it under the model's
/// strategy, and says the strategy's form with an example otherwise.
struct DateEditingTests {
  private func parse(_ text: String, _ dates: DecodingOptions.Dates) -> Result<JSONValue, EditError> {
    do throws(EditError) {
      return .success(try ValueParsing.parse(text, as: .date, options: DecodingOptions(dates: dates)))
    } catch {
      return .failure(error)
    }
  }

  @Test func iso8601TakesWhatJSONDecoderReadsFractionsAndOffsetsIncluded() throws {
    #expect(try parse("2026-08-14T09:30:12Z", .iso8601).get() == "2026-08-14T09:30:12Z")
    #expect(try parse("2026-08-14T09:30:12.250+02:00", .iso8601).get() == "2026-08-14T09:30:12.250+02:00")
    guard case .failure(let error) = parse("14 Aug 2026", .iso8601) else {
      Issue.record("a date JSONDecoder cannot read was accepted")
      return
    }
    #expect(error.message == "this date is ISO 8601 text, like 2026-01-01T00:00:00Z")
  }

  @Test func numericStrategiesTakeNumbersAndNameTheirUnit() throws {
    #expect(try parse("1767225600000", .millisecondsSince1970).get() == 1_767_225_600_000)
    guard case .failure(let error) = parse("2026-01-01T00:00:00Z", .millisecondsSince1970) else {
      Issue.record("text was accepted as milliseconds")
      return
    }
    #expect(error.message == "this date is milliseconds since 1970, like 1767225600000")
  }
}
