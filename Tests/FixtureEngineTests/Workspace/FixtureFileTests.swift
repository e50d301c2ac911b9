import FixtureEngine
import Testing

/// A workspace's fixture files on disk, found with their intent (`failing/` means meant to fail).
struct FixtureFileTests {
  @Test func bundledWorkspaceFixturesAreFoundOnDiskWithTheirIntent() throws {
    let workspace = Workspace(
      "Pokedex", sourceFile: #filePath, fixtures: ["../../../Workspaces/Pokedex/Fixtures"], models: [])
    let fixtures = workspace.fixtureFiles(in: .live)
    #expect(fixtures.map(\.name) == ["charizard.json", "failing/index-as-string.json", "pikachu.json"])
    #expect(fixtures.map(\.isMeantToFail) == [false, true, false])
    #expect(try workspace.fixture(named: "index-as-string", in: .live).isMeantToFail)
  }
}
