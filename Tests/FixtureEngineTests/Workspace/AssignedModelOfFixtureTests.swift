import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// `open --fixture F` with no model opens the fixture in the model lint gives it: found by its
/// name in the fixture folder, its file name or its path, and given by its folder, name or fit.
struct AssignedModelOfFixtureTests {
  func registry() -> WorkspaceRegistry {
    var workspace = Workspace(
      "Config", directory: "/ws", models: [.model(ShareUser.self), .model(Backoff.self), .model(ShareToken.self)])
    workspace.fitsInThisProcess = true
    return WorkspaceRegistry([workspace])
  }

  let context = AppContext.test(
    files: InMemoryFileSystem(
      [
        "/ws/Fixtures/retry.json": #"{"maxAttempts": 3, "initialBackoff": "1s", "multiplier": 1.6}"#,
        "/ws/Fixtures/share-user.json": #"{"id": 1, "login": "ada"}"#,
        "/ws/Fixtures/mystery.json": #"{"flavour": "mint"}"#,
      ].mapValues { Data($0.utf8) }))

  @Test func aFixtureNamedAfterNoModelOpensInTheModelItFits() throws {
    for name in ["retry", "retry.json", "/ws/Fixtures/retry.json"] {
      let assigned = try #require(registry().assignedModel(ofFixture: name, workspace: nil, in: context), "\(name)")
      #expect(assigned.workspace == "Config")
      #expect(assigned.model == "Backoff", "\(name)")
    }
  }

  @Test func aNamedFixtureOpensInItsModelAndAnUnfittedOneInNone() {
    #expect(registry().assignedModel(ofFixture: "share-user", workspace: "config", in: context)?.model == "ShareUser")
    #expect(registry().assignedModel(ofFixture: "mystery", workspace: nil, in: context) == nil)
    #expect(registry().assignedModel(ofFixture: "nowhere", workspace: nil, in: context) == nil)
    #expect(registry().assignedModel(ofFixture: "retry", workspace: "Other", in: context) == nil)
  }
}
