import FixtureEngine
import Foundation
import JSONFragment
import JSONTrace
import Testing
import Wild

/// A discriminator value that is no case (`"type": "video"`) is one failing field: the keys of the
/// branch the tracer had to guess to go on are not reported missing; the keys every branch shares
/// still are.
struct GuessedBranchTests {
  static let workspace = Workspace.wild

  func failures(_ json: String) throws -> [String] {
    let post = try Self.workspace.model(named: "Post")
    let inspection = post.inspect(Data(json.utf8))
    return inspection.trace?.failures.map { "\($0.path) \($0.kind)" } ?? []
  }

  @Test func anUnknownCaseIsOneFailureNotTheGuessedBranchsKeys() throws {
    #expect(
      try failures(#"{"type": "video", "url": "https://v.example/1", "duration": 12}"#) == ["type unknownEnumValue"])
  }

  @Test func theDiagnosisListsTheSameOneField() throws {
    let post = try Self.workspace.model(named: "Post")
    let inspection = post.inspect(Data(#"{"type": "video", "duration": 12}"#.utf8))
    guard case .fails(let diagnosis) = inspection.verdict else {
      Issue.record("a video post does not decode")
      return
    }
    #expect(diagnosis.fields.map(\.path.description) == ["type"])
  }

  @Test func aKnownCaseStillReportsItsMissingKeys() throws {
    #expect(
      try failures(#"{"type": "image", "url": "https://i.example/1"}"#) == ["width missingKey", "height missingKey"])
  }
}
