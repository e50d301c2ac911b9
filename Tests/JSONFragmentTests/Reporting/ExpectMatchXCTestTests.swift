import Foundation
import JSONFragment
import XCTest

/// Proves that `expectMatch` fails an XCTest test. XCTest on Linux has no `XCTExpectFailure`, so
/// this case records the failures it is sent instead of failing, and checks them.
final class ExpectMatchXCTestTests: XCTestCase {
  private var capturedFailures: [String] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    capturedFailures.append(description)
  }

  private func capture(_ body: () -> Void) -> [String] {
    capturedFailures = []
    capturing = true
    body()
    capturing = false
    return capturedFailures
  }

  func testAMatchingModelRecordsNoFailure() throws {
    let fragment = TrainerFragment()
    let trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    XCTAssertEqual(capture { expectMatch(fragment, trainer) }, [])
  }

  func testEachMismatchFailsTheTestWithItsPath() throws {
    let fragment = TrainerFragment()
    var trainer = try JSONDecoder().decode(Trainer.self, from: fragment.jsonData())
    trainer.rank = .champion
    trainer.nicknames = ["Red"]
    let failures = capture { expectMatch(fragment, trainer) }
    XCTAssertEqual(failures.count, 3)
    guard failures.count == 3 else { return }
    XCTAssertTrue(failures[0].contains("at rank: expected Trainer.Rank.rookie, got Trainer.Rank.champion"), failures[0])
    XCTAssertTrue(failures[1].contains("at nicknames: expected 2 elements, got 1 element"), failures[1])
    XCTAssertTrue(failures[2].contains(#"at nicknames[0]: expected "Satoshi", got "Red""#), failures[2])
  }
}
