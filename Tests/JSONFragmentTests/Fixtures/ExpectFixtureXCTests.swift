import Foundation
import IssueCapturing
import JSONFragment
import XCTest

final class ExpectFixtureXCTests: IssueCapturingTestCase {
  func testAMatchingFixturePasses() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", String(decoding: JSONPrinter.fileBytes(of: BadgeFragment().json), as: UTF8.self))
    XCTAssertEqual(capture { expectFixture(BadgeFragment(), named: "badge", in: folder.path, record: .never) }, [])
  }

  func testADifferentFixtureFailsTheTest() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", "{}\n")
    let failures = capture { expectFixture(BadgeFragment(), named: "badge", in: folder.path, record: .never) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("The payload differs from its fixture") == true, "\(failures)")
    XCTAssertEqual(folder.contents("badge.json"), "{}\n")
  }

  /// The real environment variable, read by the public function: XCTest runs its cases one at a
  /// time, so setting `CI` here is seen by this case alone.
  func testAMissingFixtureUnderCIFailsTheTestAndNothingIsWritten() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let previous = ProcessInfo.processInfo.environment["CI"]
    setenv("CI", "true", 1)
    defer { if let previous { setenv("CI", previous, 1) } else { unsetenv("CI") } }
    let failures = capture { expectFixture(BadgeFragment(), named: "badge", in: folder.path, record: .all) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("CI is set, so nothing was written") == true, "\(failures)")
    XCTAssertNil(folder.contents("badge.json"))
  }
}
