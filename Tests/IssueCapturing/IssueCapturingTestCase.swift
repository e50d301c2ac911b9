import XCTest

/// An XCTest case that can prove a helper fails a test. XCTest on Linux has no
/// `XCTExpectFailure`, so while capturing, the case records the failures it is sent instead of
/// failing, and the test checks them. Shared by the library targets' tests.
open class IssueCapturingTestCase: XCTestCase {
  private var capturedFailures: [String] = []
  private var capturing = false

  override open func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    capturedFailures.append(description)
  }

  /// The failures `body` records.
  public func capture(_ body: () -> Void) -> [String] {
    capturedFailures = []
    capturing = true
    body()
    capturing = false
    return capturedFailures
  }
}
