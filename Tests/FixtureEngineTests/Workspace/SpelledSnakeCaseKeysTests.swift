import FixtureEngine
import Foundation
import JSONCore
import Testing
import WorkbenchContext

@testable import FixtureEngine
@testable import JSONTrace
@testable import ModelProbe

struct SpelledSite: Decodable, Sendable {
  let title: String
  let siteURL: URL
  let feedURL: URL?

  enum CodingKeys: String, CodingKey {
    case title
    case siteURL = "site_url"
    case feedURL = "feed_url"
  }
}

struct SpelledDirectory: Decodable, Sendable {
  let language: String
  let sites: [SpelledSite]
}

/// A package-wide `convertFromSnakeCase` (here inferred from camelCase models' fixtures) is never
/// given to a model that requires a key it spells in snake_case itself: under that strategy no
/// payload key is read as `site_url`, so the model would decode nothing.
struct SpelledSnakeCaseKeysTests {
  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/inferred-account.json": #"{"account_id": "a1", "on_budget": true}"#,
      "/ws/Fixtures/accounts-latest.json": #"{"account_id": "a2", "on_budget": false}"#,
      "/ws/Fixtures/listing.json":
        #"{"language": "en", "sites": [{"title": "A", "site_url": "https://a.example", "feed_url": null}]}"#,
    ].mapValues { Data($0.utf8) })

  func workspace() -> Workspace {
    var workspace = Workspace(
      "Blogs", directory: "/ws", models: [.model(InferredAccount.self), .model(SpelledDirectory.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    return workspace
  }

  @Test func aModelThatSpellsItsSnakeCaseKeysKeepsItsOwnKeys() throws {
    let context = AppContext.test(files: files)
    let chosen = workspace().choosingPackageDecoders(in: context)
    #expect(chosen.packageDecoding?.keys == .convertFromSnakeCase)
    #expect(try chosen.model(named: "InferredAccount").decoding.keys == .convertFromSnakeCase)
    let directory = try chosen.model(named: "SpelledDirectory")
    #expect(directory.decoding.keys == .useDefaultKeys)
    #expect(
      chosen.foundDecodingLines(for: directory) == ["keys: useDefaultKeys, the model spells its snake_case keys itself"]
    )
    let listing = try #require(chosen.assignedFixtures(in: context).first { $0.name == "listing.json" })
    #expect(listing.modelName == "SpelledDirectory")
    #expect(listing.assignment == .fit)
    #expect(directory.inspect(try context.files.read("/ws/Fixtures/listing.json"), comparisonLimit: 0).decodes)
  }

  /// Whether a model spells its keys is kept for the next run while the fixtures and the build
  /// stay the same: its tree is not learned again to tell.
  @Test func whetherAModelSpellsItsKeysIsKeptWhileTheFixturesStay() throws {
    let context = AppContext.test(files: files)
    let cached = {
      var workspace = workspace()
      workspace.caches = PackageCaches(
        folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: "b1",
        files: files.fileSystem)
      return workspace
    }
    #expect(
      try cached().choosingPackageDecoders(in: context).model(named: "SpelledDirectory").decoding.keys
        == .useDefaultKeys)
    let kept = "/ws/.build/fixture-workbench/cache/Blogs-spelled-keys.json"
    let text = String(decoding: try #require(files.contents(of: kept)), as: UTF8.self)
    #expect(text.contains(#""spells":true"#))
    // The kept answer is taken as it is: edited by hand, it gives the model the package's keys.
    try files.fileSystem.replace(
      kept, Data(text.replacingOccurrences(of: #""spells":true"#, with: #""spells":false"#).utf8))
    #expect(
      try cached().choosingPackageDecoders(in: context).model(named: "SpelledDirectory").decoding.keys
        == .convertFromSnakeCase)
    // Another fixture: the tree is read again.
    try files.fileSystem.replace("/ws/Fixtures/more.json", Data(#"{"account_id": "a3", "on_budget": true}"#.utf8))
    #expect(
      try cached().choosingPackageDecoders(in: context).model(named: "SpelledDirectory").decoding.keys
        == .useDefaultKeys)
  }

  /// Where the models that spell their keys hold most of the fixtures, the strategy is still
  /// chosen for the others: it is counted as it is given, never to those models.
  @Test func fewerFixturesOfCamelCaseModelsStillChooseTheStrategyForThem() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/inferred-account.json": #"{"account_id": "a2", "on_budget": false}"#,
        "/ws/Fixtures/listing.json":
          #"{"language": "en", "sites": [{"title": "A", "site_url": "https://a.example", "feed_url": null}]}"#,
        "/ws/Fixtures/listing-2.json":
          #"{"language": "fr", "sites": [{"title": "B", "site_url": "https://b.example", "feed_url": null}]}"#,
      ].mapValues { Data($0.utf8) })
    let context = AppContext.test(files: files)
    let chosen = workspace().choosingPackageDecoders(in: context)
    #expect(chosen.packageDecoding?.keys == .convertFromSnakeCase)
    #expect(try chosen.model(named: "InferredAccount").decoding.keys == .convertFromSnakeCase)
    #expect(try chosen.model(named: "SpelledDirectory").decoding.keys == .useDefaultKeys)
  }

  @Test func requiredKeysSpelledInSnakeCaseAreFoundAtAnyDepth() {
    let tree = SpelledDirectory.schemaRoot()
    #expect(tree.requiredSnakeCaseKeys().map(\.description) == ["sites[0].site_url"])
  }

  @Test func onlyAnInnerUnderscoreIsNeverReadConverted() {
    #expect(SnakeCaseKeys.neverReadConverted("site_url"))
    #expect(SnakeCaseKeys.neverReadConverted("_site_url_"))
    #expect(!SnakeCaseKeys.neverReadConverted("_id"))
    #expect(!SnakeCaseKeys.neverReadConverted("id_"))
    #expect(!SnakeCaseKeys.neverReadConverted("siteURL"))
    #expect(!SnakeCaseKeys.neverReadConverted("__"))
  }
}

extension SpelledDirectory {
  fileprivate static func schemaRoot() -> SchemaType {
    WorkspaceModel.model(SpelledDirectory.self).schema().root
  }
}
