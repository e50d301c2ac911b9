import Foundation
import JSONFragment
import ModelAdapter
import Testing

struct ExpectFailuresSwiftTestingTests {
  private let snakeCase = DecodingOptions(keys: .convertFromSnakeCase)
  private let everyFailure: [ExpectedFailure] = [
    .missingKey("city_id"),
    .wrongType("wind.deg"),
    .unknownEnumValue("hours[0].condition"),
    .wrongType("hours[1].temp"),
  ]

  @Test func theWholeListIsPinned() throws {
    let diagnosis = try #require(
      expectFailures(Weather.fourFailures, as: Weather.self, decoding: snakeCase, everyFailure))
    #expect(diagnosis.path == "city_id")
    #expect(
      diagnosis.fields.map(\.location) == [
        TextLocation(line: 1, column: 1), TextLocation(line: 2, column: 33), TextLocation(line: 4, column: 19),
        TextLocation(line: 5, column: 35),
      ])
    #expect(diagnosis.fields[1].expected == "Int")
    #expect(diagnosis.fields[1].found == #"the string "NW""#)
  }

  @Test func aFixedFailureFailsTheTest() {
    // The payload no longer fails at wind.deg: a list that still names it is out of date.
    let fixed = Data(
      String(decoding: Weather.fourFailures, as: UTF8.self).replacingOccurrences(of: #""NW""#, with: "270").utf8)
    withKnownIssue {
      expectFailures(fixed, as: Weather.self, decoding: snakeCase, everyFailure)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains(#"- .wrongType("wind.deg")  (expected, but it does not fail so)"#)
        && message.contains(#"  .wrongType("hours[1].temp"),"#)
    }
  }

  @Test func aFailureTheListLacksFailsTheTest() {
    withKnownIssue {
      expectFailures(Weather.fourFailures, as: Weather.self, decoding: snakeCase, Array(everyFailure.prefix(3)))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        #"+ .wrongType("hours[1].temp")  5:35: hours[1].temp: expected Double, found the string "warm""#)
    }
  }

  @Test func aPayloadThatDecodesFailsTheTest() {
    let valid = Data(#"{"city_id": 1, "wind": {"speed": 1, "deg": 2}, "hours": []}"#.utf8)
    withKnownIssue {
      expectFailures(valid, as: Weather.self, decoding: snakeCase, everyFailure)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected 4 failing fields, but the payload decodes")
    }
  }

  @Test func aFragmentsPayloadIsCheckedToo() {
    var fragment = ProfileFragment()
    fragment.id = .null
    fragment.displayName = .absent
    expectFailures(fragment, as: Profile.self, decoding: snakeCase, [.nullValue("id"), .missingKey("display_name")])
  }
}
