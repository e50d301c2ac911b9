import Foundation
import Testing

@testable import JSONFragment

struct ExpectFixtureTests {
  private let fragment = BadgeFragment()
  private var printed: String { String(decoding: JSONPrinter.fileBytes(of: fragment.json), as: UTF8.self) }

  private func check(_ folder: FixtureFolder, _ mode: FixtureRecording, ci: Bool = false) -> (
    outcome: FixtureOutcome, failure: String?
  ) {
    FixtureCheck(
      value: fragment.json, path: folder.file("badge.json"), mode: mode, environment: ci ? ["CI": "true"] : [:]
    ).run()
  }

  @Test func aMatchingFixturePasses() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", printed)
    #expect(expectFixture(fragment, named: "badge", in: folder.path, record: .never) == .matches)
  }

  @Test func aFixtureFormattedAnotherWayStillMatches() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", #"{"name":"Boulder","gym":"Pewter"}"#)
    #expect(expectFixture(fragment, named: "badge.json", in: folder.path, record: .never) == .matches)
  }

  @Test func aDifferentFixtureFailsWithALineDiffAndIsLeftAlone() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let old = printed.replacingOccurrences(of: "Pewter", with: "Cerulean")
    try folder.write("badge.json", old)
    withKnownIssue {
      #expect(expectFixture(fragment, named: "badge", in: folder.path, record: .missing) == .differs)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("The payload differs from its fixture") && text.contains(#"−   "gym": "Cerulean""#)
        && text.contains(#"+   "gym": "Pewter""#) && text.contains("FIXTURE_RECORD=failed")
    }
    #expect(folder.contents("badge.json") == old)
  }

  @Test func aMissingFixtureUnderCIFailsAndNothingIsWritten() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    for mode in FixtureRecording.allCases {
      let (outcome, failure) = check(folder, mode, ci: true)
      #expect(outcome == .differs)
      #expect(failure?.contains("CI is set, so nothing was written") == true, "\(mode)")
      #expect(folder.contents("badge.json") == nil)
    }
  }

  @Test func aDifferentFixtureUnderCIIsNeverOverwritten() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", "[1]\n")
    for mode in FixtureRecording.allCases {
      #expect(check(folder, mode, ci: true).outcome == .differs)
      #expect(folder.contents("badge.json") == "[1]\n")
    }
  }

  @Test func neverWritesNothingLocally() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (outcome, failure) = check(folder, .never)
    #expect(outcome == .differs)
    #expect(failure?.contains("Nothing was written (record mode never)") == true)
    #expect(folder.contents("badge.json") == nil)
  }

  @Test func missingWritesWhatFmtWritesAndStillFails() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (outcome, failure) = check(folder, .missing)
    #expect(outcome == .recorded)
    #expect(failure?.contains("Recorded the payload there") == true)
    #expect(folder.contents("badge.json") == printed)
    #expect(printed.hasSuffix("}\n"))
  }

  @Test func missingLeavesADifferentFixtureAlone() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", "{}\n")
    #expect(check(folder, .missing).outcome == .differs)
    #expect(folder.contents("badge.json") == "{}\n")
  }

  @Test func failedOverwritesADifferentFixtureAndFails() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", "{}\n")
    let (outcome, failure) = check(folder, .failed)
    #expect(outcome == .recorded)
    #expect(failure?.contains("Recorded the payload over it") == true)
    #expect(folder.contents("badge.json") == printed)
  }

  @Test func allRewritesAFixtureFormattedAnotherWayWithoutFailing() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("badge.json", #"{"name":"Boulder","gym":"Pewter"}"#)
    #expect(check(folder, .failed).outcome == .matches)
    #expect(check(folder, .all) == (.recorded, nil))
    #expect(folder.contents("badge.json") == printed)
  }

  @Test func theParameterWinsOverTheEnvironmentWhichWinsOverTheDefault() {
    #expect(FixtureRecording.resolve(.never, environment: ["FIXTURE_RECORD": "all"]) == .never)
    #expect(FixtureRecording.resolve(nil, environment: ["FIXTURE_RECORD": "Failed"]) == .failed)
    #expect(FixtureRecording.resolve(nil, environment: [:]) == .missing)
  }

  @Test func fixturesLiveBesideTheTestFileByDefault() {
    #expect(fixturePath(named: "a/b", in: nil, besides: "/p/Tests/T.swift") == "/p/Tests/Fixtures/a/b.json")
    #expect(fixturePath(named: "c.json", in: "../Data", besides: "/p/Tests/T.swift") == "/p/Tests/../Data/c.json")
    #expect(fixturePath(named: "c", in: "/abs", besides: "/p/Tests/T.swift") == "/abs/c.json")
  }
}
