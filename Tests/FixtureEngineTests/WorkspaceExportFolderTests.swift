import FixtureEngine
import Pokedex
import Releases
import Testing

struct WorkspaceExportFolderTests {
  @Test func exportingToAFolderChangesOnlyTheExportRoot() {
    let moved = Workspace.pokedex.exporting(to: "/tmp/elsewhere")
    #expect(moved.exportRoot == "/tmp/elsewhere")
    #expect(moved.name == Workspace.pokedex.name)
    #expect(moved.directory == Workspace.pokedex.directory)
    #expect(moved.fixtureFolders == Workspace.pokedex.fixtureFolders)
    #expect(moved.models.map(\.name) == Workspace.pokedex.models.map(\.name))
    #expect(Workspace.pokedex.exportRoot != "/tmp/elsewhere")
  }

  @Test func aRelativeFolderIsRelativeToTheWorkspace() {
    #expect(Workspace.pokedex.exporting(to: "Generated").exportRoot == Workspace.pokedex.directory + "/Generated")
  }

  @Test func aRegistryMovesEveryWorkspacesExports() {
    let registry = WorkspaceRegistry([.pokedex, .releases]).exporting(to: "/tmp/all")
    #expect(registry.workspaces.map(\.exportRoot) == ["/tmp/all", "/tmp/all"])
    #expect(registry.workspaces.map(\.name) == ["Pokedex", "Releases"])
  }
}
