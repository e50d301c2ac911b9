import Foundation
import IssueCapturing
import JSONFragment
import XCTest

/// Proves that `expectMatch` fails an XCTest test.
final class ExpectMatchXCTestTests: IssueCapturingTestCase {
  func testAMatchingModelRecordsNoFailure() throws {
    let fragment = TrainerFragment()
    let trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    XCTAssertEqual(capture { expectMatch(fragment, trainer) }, [])
  }

  func testMismatchesFailTheTestOnceWithEveryDifferingPath() throws {
    let fragment = TrainerFragment()
    var trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    trainer.rank = .champion
    trainer.nicknames = ["Red"]
    let failures = capture { expectMatch(fragment, trainer, "after the league") }
    XCTAssertEqual(failures.count, 1)
    let text = failures.first ?? ""
    XCTAssertTrue(text.contains("expectMatch failed: after the league"), text)
    XCTAssertTrue(text.contains("  − rank: Trainer.Rank.rookie\n  + rank: Trainer.Rank.champion\n"), text)
    XCTAssertTrue(text.contains("  − nicknames: 2 elements\n  + nicknames: 1 element\n"), text)
    XCTAssertTrue(text.contains(#"  − nicknames[0]: "Satoshi"\#n  + nicknames[0]: "Red""#), text)
    XCTAssertFalse(text.contains("name:"), text)
  }

  func testAnErrorThrownInsideTheCallFailsTheTest() {
    let failures = capture {
      expectMatchOfABrokenDecoding()
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("BrokenDecoding") == true, "\(failures)")
  }
}
