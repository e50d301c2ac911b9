import Foundation
import IssueCapturing
import JSONFragment
import ModelAdapter
import XCTest

final class ExpectFailuresXCTests: IssueCapturingTestCase {
  private let snakeCase = DecodingOptions(keys: .convertFromSnakeCase)

  func testTheWholeListIsPinned() {
    let expected: [ExpectedFailure] = [
      .missingKey("city_id"), .wrongType("wind.deg"), .unknownEnumValue("hours[0].condition"),
      .wrongType("hours[1].temp"),
    ]
    XCTAssertEqual(
      capture { expectFailures(Weather.fourFailures, as: Weather.self, decoding: snakeCase, expected) }, [])
  }

  func testAChangedListFailsTheTest() {
    let failures = capture {
      expectFailures(Weather.fourFailures, as: Weather.self, decoding: snakeCase, [.missingKey("city_id")])
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("The payload fails at other fields than expected:") == true, "\(failures)")
    XCTAssertTrue(failures.first?.contains(#"+ .unknownEnumValue("hours[0].condition")"#) == true, "\(failures)")
  }
}
