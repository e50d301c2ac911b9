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

/// A model that reads all a token holds, and needs nothing.
struct BearerToken: Decodable, Sendable {
  var accessToken: String
  var expiresIn: Int

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case expiresIn = "expires_in"
  }
}

/// A fixture whose model refuses it only for want of context is not called broken: it is not
/// checked, and says why.
struct ContextNeededTests {
  @Test func aRefusalForWantOfContextLeavesTheFixtureUncheckedWithItsModel() throws {
    var workspace = Workspace(
      "Auth", directory: "/ws",
      models: [.model(PlainToken.self), .model(IdiomModels.ContextualToken.self, name: "ContextualToken")])
    workspace.fitsInThisProcess = true
    let files = [
      "/ws/Fixtures/contextual-token.json": #"{"access_token": "a1", "expires_in": 3600}"#,
      "/ws/Fixtures/contextual-token-bad.json": #"{"access_token": "a1", "expires_in": "soon"}"#,
    ]
    let report = workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
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
    var workspace = Workspace(
      "Auth", directory: "/ws",
      models: [.model(BearerToken.self), .model(IdiomModels.ContextualToken.self, name: "ContextualToken")])
    workspace.fitsInThisProcess = true
    let files = ["/ws/Fixtures/contextual-token.json": #"{"access_token": "a1", "expires_in": 3600}"#]
    let report = workspace.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
    let token = try #require(report.fixtures.first)
    #expect(token.fixture.modelName == "ContextualToken")
    #expect(token.status == .unchecked)
  }
}
