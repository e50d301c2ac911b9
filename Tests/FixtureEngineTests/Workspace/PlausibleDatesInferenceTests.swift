import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct StampedPost: Decodable, Sendable {
  let title: String
  let publishedAt: Date
  let edits: [Date]
}

struct LargeIdentifier: Decodable, Sendable {
  let id: Int
  let name: String
}

/// Dates sent as milliseconds since 1970 decode under the default strategy too (as seconds since
/// 2001, in the year 56350), so no failure asks for another: where every fixture decodes but the
/// numbers at the models' dates are no plausible dates, the numeric strategy that makes them so is
/// inferred.
struct PlausibleDatesInferenceTests {
  func workspace() -> Workspace {
    var workspace = Workspace(
      "Feed", directory: "/ws", models: [.model(StampedPost.self), .model(LargeIdentifier.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    return workspace
  }

  @Test func millisecondsAreInferredWhereTheDefaultPutsDatesInTheYear56350() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/stamped-post.json": #"{"title": "a", "publishedAt": 1715106355225, "edits": [1715100556663]}"#,
        "/ws/Fixtures/large-identifier.json": #"{"id": 7208123456789, "name": "big"}"#,
      ].mapValues { Data($0.utf8) })
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let decoding = try #require(chosen.packageDecoding)
    #expect(decoding.dates == .millisecondsSince1970)
    #expect(decoding.lines == ["dates: millisecondsSince1970, inferred from the fixtures' dates"])
    #expect(try chosen.model(named: "StampedPost").decoding.dates == .millisecondsSince1970)
  }

  @Test func largeNumbersThatAreNoDatesAndPlausibleDatesInferNothing() {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/stamped-post.json": #"{"title": "a", "publishedAt": 737000000, "edits": []}"#,
        "/ws/Fixtures/large-identifier.json": #"{"id": 7208123456789, "name": "big"}"#,
      ].mapValues { Data($0.utf8) })
    #expect(workspace().choosingPackageDecoders(in: .test(files: files)).packageDecoding == nil)
  }

  @Test func plausibilityReadsEachStrategy() {
    #expect(!Workspace.isPlausible(.number(1_715_106_355_225), as: .deferredToDate))
    #expect(Workspace.isPlausible(.number(1_715_106_355_225), as: .millisecondsSince1970))
    #expect(Workspace.isPlausible(.number(1_715_106_355), as: .secondsSince1970))
    #expect(!Workspace.isPlausible(.number(1_715_106_355_225), as: .secondsSince1970))
  }
}
