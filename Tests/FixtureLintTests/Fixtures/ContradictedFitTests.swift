import FixtureLint
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ContradictedAccount: Decodable, Sendable {
  let id: Int
  let login: String
}

struct ContradictedInvoice: Decodable, Sendable {
  let number: String
  let total: Double
}

/// A cache is data from outside: a well-formed one that gives a fixture to a model it does not
/// decode as, while the model its name proposes decodes it, is never believed, whatever it says
/// it proved; the fixture is fitted again, and kept so.
struct ContradictedFitTests {
  let files = InMemoryFileSystem([
    "/ws/Fixtures/contradicted-account.json": Data(#"{"id": 1, "login": "ana"}"#.utf8),
    "/ws/Fixtures/contradicted-account-broken.json": Data(#"{"id": "one", "number": "7"}"#.utf8),
  ])

  func workspace() -> Workspace {
    var workspace = Workspace(
      "Bank", directory: "/ws", models: [.model(ContradictedAccount.self), .model(ContradictedInvoice.self)])
    workspace.fitsInThisProcess = true
    workspace.caches = PackageCaches(
      folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: "b1", files: files.fileSystem)
    return workspace
  }

  /// Keeps, as proved, that each fixture is the invoice's broken one.
  func keepInvoiceFits() throws {
    let caches = try #require(workspace().caches)
    for name in ["contradicted-account.json", "contradicted-account-broken.json"] {
      let bytes = try #require(files.contents(of: "/ws/Fixtures/" + name))
      caches.fits.set(
        KeptFit(
          digest: KeptFit.digest(of: bytes), model: "ContradictedInvoice", misfits: [], proved: true, fails: true),
        for: name)
    }
    caches.fits.flush()
  }

  @Test func theFitIsMadeAgainWhereTheNamesModelDecodesTheFixture() throws {
    try keepInvoiceFits()
    let report = workspace().lint(in: .test(files: files))
    let byName = Dictionary(uniqueKeysWithValues: report.fixtures.map { ($0.fixture.name, $0) })
    let account = try #require(byName["contradicted-account.json"])
    #expect(account.fixture.modelName == "ContradictedAccount")
    #expect(account.status == .asExpected)
    // The name's model does not decode the other either: nothing contradicts its kept fit.
    #expect(byName["contradicted-account-broken.json"]?.fixture.modelName == "ContradictedInvoice")
    #expect(byName["contradicted-account-broken.json"]?.status == .broken)
    // What was fitted again is what the next run keeps.
    let next = try #require(
      workspace().assignedFixtures(in: .test(files: files)).first { $0.name == account.fixture.name })
    #expect(next.modelName == "ContradictedAccount")
  }
}
