import IssueCapturing
import JSONFragment
import ModelAdapter
import XCTest

final class ExpectOutcomeXCTests: IssueCapturingTestCase {
  private let snakeCase = DecodingOptions(keys: .convertFromSnakeCase)

  func testEveryPresenceVariantHasItsOutcome() {
    for variant in ProfileFragment.presenceVariants() {
      XCTAssertEqual(capture { expectOutcome(variant, decoding: snakeCase) }, [], variant.name)
    }
  }

  func testAWrongOutcomeFailsTheTest() {
    var fragment = ProfileFragment()
    fragment.nickname = .raw(7)
    let failures = capture { expectOutcome(fragment, .decodes, decoding: snakeCase) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.contains("expected the payload to decode, but it fails at 1:41: nickname: expected String")
        == true,
      "\(failures)")
  }

  func testAFailureAtAnotherPathFailsTheTest() {
    let variant = FragmentVariant(
      key: "id", presence: .absent, fragment: ProfileFragment(), expectation: .fails(at: "id"))
    let failures = capture { expectOutcome(variant, decoding: snakeCase) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.contains("id absent: expected decoding to fail at id, but the payload decodes") == true,
      "\(failures)")
  }
}
