import Foundation
import Locations
import ModelProbe
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// One Swift type is a model of every test target whose module sees it, and the fixtures any of
/// them gives it teach it: a snapshot kept in another test target, fitted there to the type, is
/// learned from as the type's own fixtures are.
struct SiblingSamplesTests {
  /// Another type named like a model of another workspace.
  enum Elsewhere {
    struct Location: Decodable, Sendable {
      var tile: String
    }
  }

  /// A package on disk: `Places` has no fixtures of its own; `Dex` keeps a location's snapshot,
  /// which fits its neighbour `Location`; `Shops` registers the same `Location` type and keeps a
  /// fixture in its folder.
  func package() throws -> (root: String, registry: WorkspaceRegistry) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("siblings-\(UUID().uuidString)").path
    let files = [
      "Dex/Fixtures/snapshot.json": #"{"locationId": 1, "name": "CVS", "latitude": 40.7}"#,
      "Dex/Fixtures/charizard.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#,
      "Shops/Fixtures/Location/pier.json": #"{"locationId": 2}"#,
      "Maps/Fixtures/Location/tile.json": #"{"tile": "a1"}"#,
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    func workspace(_ name: String, _ models: [WorkspaceModel]) -> Workspace {
      var workspace = Workspace(name, directory: root + "/" + name, models: models)
      workspace.fitsInThisProcess = true
      workspace.caches = PackageCaches(
        folder: root + "/.build/cache", workspace: workspace, launcherBuild: "b1", files: .live)
      return workspace
    }
    let registry = WorkspaceRegistry([
      workspace("Places", [.fragment(LocationFragment.self)]),
      workspace("Dex", [.model(Pokemon.self)]),
      workspace("Shops", [.fragment(LocationFragment.self)]),
      workspace("Maps", [.model(Elsewhere.Location.self)]),
    ]).linkingNeighbours()
    // The fits are kept where a worker reads them.
    for workspace in registry.workspaces { _ = workspace.assignedFixtures(in: .live) }
    return (root, registry)
  }

  @Test func aTypeLearnsFromTheFixturesOtherWorkspacesGiveIt() throws {
    let (root, registry) = try package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let places = registry.workspaces[0]
    let listings = FixtureListings(registry.workspaces, listingOnce: false)
    let siblings = listings.siblings(of: "Places", freshFits: true)
    #expect(places.samples(forModelNamed: "Location").isEmpty)
    #expect(
      places.samples(forModelNamed: "Location", siblings: siblings).map(\.name) == [
        "Dex: Fixtures/snapshot.json", "Shops: Fixtures/Location/pier.json",
      ])
    // Maps has another type of that name: its fixtures teach Places nothing.
    #expect(registry.workspaces[3].models.map(\.name) == ["Location"])
    // Places reaches Dex's Pokémon as a neighbour: the same type, taught by Dex's fixtures.
    #expect(
      places.samples(forModelNamed: "Pokemon", siblings: siblings).map(\.name) == ["Dex: Fixtures/charizard.json"])
    // The digest the learned key tree is kept under counts them.
    let location = try places.model(named: "Location")
    #expect(places.sampleDigest(for: location, siblings: siblings) != places.sampleDigest(for: location))
  }

  @Test func aWorkerLearnsFromThem() throws {
    let (root, registry) = try package()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let request = ModelMessage.request(
      .discover(ModelAddress(workspace: "Places", model: "Location"), stoppingAt: nil))
    let answer = try ModelMessage.readAnswer(ModelMessage.answer(ModelWorkerServer.answer(request, registry: registry)))
    guard case .schema(let schema) = answer else {
      Issue.record("expected a schema, got \(answer)")
      return
    }
    #expect(schema.learnedFrom == "Dex: Fixtures/snapshot.json")
  }
}
