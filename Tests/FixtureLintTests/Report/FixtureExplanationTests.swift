import FixtureLint
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ExplainedPullRequest: Decodable, Sendable {
  let number: Int
  let title: String
}

struct ExplainedPage<Item: Decodable & Sendable>: Decodable, Sendable {
  let items: [Item]
}

struct ExplainedRepository: Decodable, Sendable {
  let fullName: String
}

/// `lint --explain`: the rules that fired for a fixture, in order, each with what it found.
struct FixtureExplanationTests {
  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/created_explained_pull_request.json":
        #"{"number": 7, "title": "Fix", "merged": false, "user": {}}"#,
      "/ws/Fixtures/explained_pull_requests.json": #"{"items": [{"number": 8, "title": "Add"}]}"#,
      "/ws/Fixtures/ExplainedRepository/bad.json": #"{"fullName": 3}"#,
      "/ws/Fixtures/weather.json": #"{"temperature": 3}"#,
    ].mapValues { Data($0.utf8) })

  func report() -> (Workspace, [String: FixtureLint]) {
    var workspace = Workspace(
      "Hub", directory: "/ws",
      models: [
        .model(ExplainedPullRequest.self), .model(ExplainedPage<ExplainedPullRequest>.self),
        .model(ExplainedRepository.self),
      ])
    workspace.fitsInThisProcess = true
    workspace.fixtureFoldersFound = true
    let report = workspace.lint(in: .test(files: files))
    return (workspace, Dictionary(uniqueKeysWithValues: report.fixtures.map { ($0.fixture.name, $0) }))
  }

  @Test func aNameWithAVerbBeforeTheModelIsReadAndTheModelTaken() throws {
    let (workspace, results) = report()
    let explained = FixtureExplanation(try #require(results["created_explained_pull_request.json"]), in: workspace)
    #expect(
      explained.text == """
        Fixtures/created_explained_pull_request.json
          1. subject-name      created_explained_pull_request.json names ExplainedPullRequest
          2. proposed-decodes  ExplainedPullRequest decodes it, reading 2 of its 4 values
          status: as expected

        """)
  }

  @Test func aPluralThatIsAnEnvelopeSaysSo() throws {
    let (workspace, results) = report()
    let explained = FixtureExplanation(try #require(results["explained_pull_requests.json"]), in: workspace)
    #expect(
      explained.steps.map(\.rule) == [.leadingName, .pluralName, .proposedDecodes, .envelope], "\(explained.text)")
    #expect(explained.steps.last?.finding.hasPrefix("ExplainedPage<ExplainedPullRequest>, an envelope of") == true)
  }

  @Test func aFolderAndABrokenFixtureAndOneThatFitsNothing() throws {
    let (workspace, results) = report()
    let bad = FixtureExplanation(try #require(results["ExplainedRepository/bad.json"]), in: workspace)
    #expect(bad.steps.map(\.rule) == [.folder, .closestFailing], "\(bad.text)")
    #expect(bad.status.hasPrefix("broken"))
    let weather = FixtureExplanation(try #require(results["weather.json"]), in: workspace)
    #expect(weather.steps.map(\.rule) == [.unassigned], "\(weather.text)")
  }
}
