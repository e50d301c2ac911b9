import FixtureEngine
import Foundation
import Locations
import Pokedex
import Testing
import WorkbenchContext

/// A test target keeps fixtures of every module it reaches: one that fits none of its own
/// workspace's models goes to the model of another module of the package that it fits, and is
/// decoded as that model.
struct NeighbourFitTests {
  static func workspace(_ name: String, _ models: [WorkspaceModel]) -> Workspace {
    var workspace = Workspace(name, directory: "/pkg/\(name)", models: models)
    workspace.fitsInThisProcess = true
    return workspace
  }

  @Test func aFixtureThatFitsNoModelOfItsModuleGoesToAnotherModulesModel() throws {
    let registry = WorkspaceRegistry([
      Self.workspace("Dex", [.model(Pokemon.self)]),
      Self.workspace("Places", [.fragment(LocationFragment.self), .fragment(AddressFragment.self)]),
    ]).linkingNeighbours()
    let files = InMemoryFileSystem(
      [
        "/pkg/Dex/Fixtures/snapshot.json": #"{"locationId": 1, "name": "CVS"}"#,
        "/pkg/Dex/Fixtures/charizard.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#,
        "/pkg/Dex/Fixtures/mock.json": #"{"vector": [1, 2, 3]}"#,
      ].mapValues { Data($0.utf8) })
    let dex = registry.workspaces[0]
    let fitted = Dictionary(
      uniqueKeysWithValues: dex.assignedFixtures(in: .test(files: files)).map { ($0.name, $0) })
    #expect(fitted["snapshot.json"]?.modelName == "Location")
    #expect(fitted["snapshot.json"]?.assignment == .fit)
    #expect(fitted["charizard.json"]?.modelName == "Pokemon")
    #expect(fitted["mock.json"]?.assignment == .unassigned)
    #expect(try dex.model(named: "Location").name == "Location")
    // The app lists a workspace's own models only.
    #expect(dex.models.map(\.name) == ["Pokemon"])
    // Workspaces on their own (the bundled ones) are not linked.
    let alone = WorkspaceRegistry([Self.workspace("Dex", [.model(Pokemon.self)])]).linkingNeighbours()
    #expect((try? alone.workspaces[0].model(named: "Location")) == nil)
  }
}
