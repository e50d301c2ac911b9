import FixtureLint
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct BrokenBeforeOrderV1: Decodable, Sendable {
  let number: String
  let total: Double
}

/// The same model after a change: `number` is read from `reference`.
struct BrokenBeforeOrderV2: Decodable, Sendable {
  let number: String
  let total: Double
  enum CodingKeys: String, CodingKey {
    case number = "reference"
    case total
  }
}

/// `lint --fix` repairs what a change of the model broke, and leaves as it is a fixture that
/// did not decode with the model as it was either: its repair would be a guess of another kind.
struct BrokenBeforeTests {
  let files = InMemoryFileSystem([
    "/ws/Fixtures/order.json": Data(#"{"number": "A-1", "total": 12.5}"#.utf8),
    "/ws/Fixtures/order-total-as-text.json": Data(#"{"number": "A-2", "total": "12.5"}"#.utf8),
  ])

  func workspace<Model: Decodable & SendableMetatype>(_ type: Model.Type, build: String) -> Workspace {
    var workspace = Workspace("Shop", directory: "/ws", models: [.model(type, name: "Order")])
    workspace.caches = PackageCaches(
      folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: build, files: files.fileSystem)
    return workspace
  }

  @Test func aFixtureBrokenBeforeTheChangeIsLeftAsItIs() throws {
    let before = workspace(BrokenBeforeOrderV1.self, build: "b1").lint(in: .test(files: files))
    #expect(before.fixtures.map(\.status) == [.broken, .asExpected])
    let after = workspace(BrokenBeforeOrderV2.self, build: "b2")
    let fixes = after.repairs(for: after.lint(in: .test(files: files)), in: .test(files: files))
    let byName = Dictionary(uniqueKeysWithValues: fixes.map { ($0.fixture.name, $0) })
    #expect(byName["order.json"]?.notes.map(\.description) == ["renamed number to reference"])
    let left = try #require(byName["order-total-as-text.json"])
    #expect(left.repairedText == nil)
    guard case .needsYou(_, let summary) = left.outcome else { return }
    #expect(summary.contains("did not decode before the model changed"))
  }

  @Test func withoutAKeptBeforeABrokenFixtureIsRepairedWhereItCanBe() throws {
    var bare = workspace(BrokenBeforeOrderV1.self, build: "b1")
    bare.caches = nil
    let fixes = bare.repairs(for: bare.lint(in: .test(files: files)), in: .test(files: files))
    #expect(fixes.map(\.fixture.name) == ["order-total-as-text.json"])
    #expect(fixes.first?.repairedText != nil)
  }

  /// A fixture put right by hand while the model stays as it is joins those the kept tree is the
  /// "before" of: the change that breaks it next is its to repair.
  @Test func aFixturePutRightByHandIsTheNextChangesToRepair() throws {
    _ = workspace(BrokenBeforeOrderV1.self, build: "b1").lint(in: .test(files: files))
    try files.fileSystem.replace(
      "/ws/Fixtures/order-total-as-text.json", Data(#"{"number": "A-2", "total": 12.5}"#.utf8))
    let again = workspace(BrokenBeforeOrderV1.self, build: "b1").lint(in: .test(files: files))
    #expect(again.fixtures.map(\.status) == [.asExpected, .asExpected])
    let after = workspace(BrokenBeforeOrderV2.self, build: "b2")
    let fixes = after.repairs(for: after.lint(in: .test(files: files)), in: .test(files: files))
    #expect(
      fixes.map { $0.notes.map(\.description) } == [["renamed number to reference"], ["renamed number to reference"]])
  }

  /// A fixture fitted to the model before its change stays its fixture after it, where a fit
  /// would now give it to another model that reads part of it.
  @Test func aFittedFixtureStaysWithTheModelItDecodedAsBefore() throws {
    try files.fileSystem.replace("/ws/Fixtures/response.json", Data(#"{"number": "A-3", "total": 3.5}"#.utf8))
    let fitted = { (type: any (Decodable & SendableMetatype).Type, build: String) -> Workspace in
      var workspace = Workspace("Shop", directory: "/ws", models: [Self.order(type), .model(BrokenBeforeInvoice.self)])
      workspace.fitsInThisProcess = true
      workspace.caches = PackageCaches(
        folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: build,
        files: files.fileSystem)
      return workspace
    }
    let before = fitted(BrokenBeforeOrderV1.self, "b1").lint(in: .test(files: files))
    #expect(before.fixtures.first { $0.fixture.name == "response.json" }?.fixture.modelName == "Order")
    let after = fitted(BrokenBeforeOrderV2.self, "b2")
    let report = after.lint(in: .test(files: files))
    let response = try #require(report.fixtures.first { $0.fixture.name == "response.json" })
    #expect(response.fixture.modelName == "Order")
    #expect(response.status == .broken)
    let fixes = after.repairs(for: report, in: .test(files: files))
    #expect(
      fixes.first { $0.fixture.name == "response.json" }?.notes.map(\.description) == ["renamed number to reference"])
  }

  static func order(_ type: any (Decodable & SendableMetatype).Type) -> WorkspaceModel {
    func made<Model: Decodable & SendableMetatype>(_ type: Model.Type) -> WorkspaceModel { .model(type, name: "Order") }
    return made(type)
  }
}

struct BrokenBeforeInvoice: Decodable, Sendable {
  let number: String
}
