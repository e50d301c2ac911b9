import FixtureEngine
import FixtureExport
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

  /// A user's package's workspace, with what its configuration and command line said.
  static var configured: Workspace {
    var workspace = Workspace.pokedex
    workspace.configurationFile = "/pkg/fixture-workbench.json"
    workspace.datesFromCommandLine = .iso8601
    workspace.exportNote = "PokedexTests needs JSONFragment"
    return workspace
  }

  @Test func exportingElsewhereKeepsTheSettingsButNotTheTestTargetsNote() {
    let moved = Self.configured.exporting(to: "/tmp/elsewhere")
    #expect(moved.configurationFile == "/pkg/fixture-workbench.json")
    #expect(moved.datesFromCommandLine == .iso8601)
    #expect(moved.exportNote == nil)
  }

  @Test func mappingModelsKeepsEverythingElse() {
    let mapped = Self.configured.mappingModels { $0 }
    #expect(mapped.configurationFile == "/pkg/fixture-workbench.json")
    #expect(mapped.datesFromCommandLine == .iso8601)
    #expect(mapped.exportNote == "PokedexTests needs JSONFragment")
    #expect(mapped.models.map(\.name) == Workspace.pokedex.models.map(\.name))
  }
}
