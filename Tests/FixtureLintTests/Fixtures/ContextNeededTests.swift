import FixtureEngine
import FixtureLint
import Foundation
import SampleIdioms
import Testing
import WorkbenchContext

/// Another model that needs nothing and reads less of a token.
struct PlainToken: Decodable, Sendable {
  var accessToken: String

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
  }
}

/// A session that keeps any JSON as it is, then refuses unless its package's code has put a
/// configuration in `decoder.userInfo`: it reads anything, so its reading tells nothing.
struct ContextualSession: Decodable, Sendable {
  struct ContextMissing: Error {}
  init(from decoder: any Decoder) throws {
    _ = try? decoder.singleValueContainer().decode(IdiomModels.AnyValue.self)
    guard decoder.userInfo[IdiomModels.ContextualToken.configurationKey] != nil else { throw ContextMissing() }
  }
}

/// A fixture whose model refuses it only for want of context is not called broken: it is not
/// checked, and says why.
struct ContextNeededTests {
  /// Lint of `files` (fixture names to payloads, in `Fixtures/`) in a workspace of `models`.
  func lint(_ models: [WorkspaceModel], _ files: [String: String]) -> LintReport {
    var workspace = Workspace("Auth", directory: "/ws", models: models)
    workspace.fitsInThisProcess = true
    let contents = Dictionary(uniqueKeysWithValues: files.map { ("/ws/Fixtures/" + $0.key, Data($0.value.utf8)) })
    return workspace.lint(in: .test(files: InMemoryFileSystem(contents)))
  }

  let token = #"{"access_token": "a1", "expires_in": 3600}"#
  let contextual = WorkspaceModel.model(IdiomModels.ContextualToken.self, name: "ContextualToken")

  @Test func aRefusalForWantOfContextLeavesTheFixtureUncheckedWithItsModel() throws {
    let report = lint(
      [.model(PlainToken.self), contextual],
      ["contextual-token.json": token, "contextual-token-bad.json": #"{"access_token": "a1", "expires_in": "soon"}"#])
    let byName = Dictionary(uniqueKeysWithValues: report.fixtures.map { ($0.fixture.name, $0) })
    let token = try #require(byName["contextual-token.json"])
    #expect(token.fixture.modelName == "ContextualToken")
    #expect(token.status == .unchecked)
    #expect(token.findings.map(\.kind) == [.needsContext])
    #expect(token.findings.first?.message.contains("decoder.userInfo") == true, "\(token.findings)")
    // A real failure beside the refusal is still one.
    #expect(byName["contextual-token-bad.json"]?.status == .broken)
    #expect(report.summary.unchecked == 1)
    #expect(report.summary.broken == 1)
  }

  /// The payload says nothing against the model its name gives it: it stays there, unchecked,
  /// though another model decodes it and reads as much.
  @Test func aFixtureNamedAfterAModelThatWantsContextStaysWithIt() throws {
    let report = lint([.model(IdiomModels.BearerToken.self), contextual], ["contextual-token.json": token])
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.fixture.modelName == "ContextualToken")
    #expect(fixture.status == .unchecked)
  }

  /// A model that reads any JSON and wants context reads nothing that tells: a fixture whose name
  /// only begins with the model's (`contextual-session-expired`, an error payload of that request)
  /// goes to a model that decodes it and reads it well.
  @Test func aFixtureNamedInPartAfterACatchAllThatWantsContextGoesToAModelThatDecodesIt() throws {
    let report = lint(
      [.model(IdiomModels.BearerToken.self, name: "BearerToken"), .model(ContextualSession.self)],
      ["contextual-session-expired.json": token])
    let fixture = try #require(report.fixtures.first)
    #expect(fixture.fixture.modelName == "BearerToken")
    #expect(fixture.status == .asExpected)
  }

  /// Where the file bears the catch-all's whole name, the name is all there is to go on and says it
  /// in full: the fixture stays with it, unchecked.
  @Test func aFixtureBearingACatchAllsWholeNameStaysWithIt() throws {
    let report = lint(
      [.model(IdiomModels.BearerToken.self, name: "BearerToken"), .model(ContextualSession.self)],
      ["contextual-session.json": token, "ContextualSession.json": token])
    #expect(report.fixtures.count == 2)
    for fixture in report.fixtures {
      #expect(fixture.fixture.modelName == "ContextualSession", "\(fixture.fixture.name)")
      #expect(fixture.status == .unchecked)
    }
  }
}
