import FixtureEngine
import Pokedex
import Releases
import Testing

/// Leaving out the workspace or the model when the other leaves one choice.
struct WorkspaceSelectionTests {
  let registry = WorkspaceRegistry([
    Workspace("Dex", directory: "/dex", models: [.fragment(PokemonFragment.self)]),
    Workspace("Shop", directory: "/shop", models: Workspace.releases.models),
    Workspace("Copy", directory: "/copy", models: [.fragment(PokemonFragment.self)]),
  ])

  private func names(_ selection: (Workspace, WorkspaceModel)) -> String {
    "\(selection.0.name) \(selection.1.name)"
  }

  @Test func bothNamedIsThatModel() throws {
    #expect(names(try registry.select(workspace: "shop", model: "asset")) == "Shop Asset")
  }

  @Test func aModelNameInOneWorkspaceNeedsNoWorkspace() throws {
    #expect(names(try registry.select(workspace: nil, model: "Release")) == "Shop Release")
  }

  /// A model that another module's tests may hold too is its own module's, with no workspace named.
  @Test func aModelLentToOtherWorkspacesIsItsOwnModules() throws {
    let lent = WorkspaceRegistry([
      Workspace("Moves", directory: "/dex", models: [.fragment(PokemonFragment.self)]),
      Workspace("Pokedex", directory: "/dex", models: [.fragment(PokemonFragment.self)]),
    ])
    #expect(names(try lent.select(workspace: nil, model: "Pokemon")) == "Pokedex Pokemon")
    #expect(throws: SelectionError.self) { try registry.select(workspace: nil, model: "Pokemon") }
  }

  @Test func aWorkspaceWithOneModelNeedsNoModel() throws {
    #expect(names(try registry.select(workspace: "Dex", model: nil)) == "Dex Pokemon")
  }

  @Test func aModelRegisteredByATypealiasIsFoundByEitherName() throws {
    let workspace = Workspace(
      "Shop", directory: "/shop", models: [.model(Paged<Receipt>.self, name: "ReceiptPage")])
    #expect(try workspace.model(named: "ReceiptPage").name == "ReceiptPage")
    #expect(try workspace.model(named: "Paged<Receipt>").name == "ReceiptPage")
    #expect(throws: LookupError.self) { try workspace.model(named: "Paged") }
    let registry = WorkspaceRegistry([
      workspace, Workspace("Dex", directory: "/dex", models: [.fragment(PokemonFragment.self)]),
    ])
    #expect(names(try registry.select(workspace: nil, model: "paged<receipt>")) == "Shop ReceiptPage")
  }

  @Test func aModelInSeveralWorkspacesListsThem() {
    #expect(
      throws: SelectionError.ambiguous(
        what: "model Pokemon is in 2 workspaces", missing: .workspace, choices: ["Dex", "Copy"])
    ) { try registry.select(workspace: nil, model: "Pokemon") }
  }

  @Test func aWorkspaceWithSeveralModelsListsThem() {
    #expect(
      throws: SelectionError.ambiguous(
        what: "workspace Shop has 3 models", missing: .model, choices: ["Release", "Account", "Asset"])
    ) { try registry.select(workspace: "Shop", model: nil) }
  }

  @Test func nothingNamedWorksOnlyWithOneModelInAll() throws {
    let single = WorkspaceRegistry([Workspace("Dex", directory: "/dex", models: [.fragment(PokemonFragment.self)])])
    #expect(names(try single.select(workspace: nil, model: nil)) == "Dex Pokemon")
    #expect(throws: SelectionError.self) { try registry.select(workspace: nil, model: nil) }
  }

  @Test func anUnknownModelListsEveryModel() {
    do {
      _ = try registry.select(workspace: nil, model: "Trainer")
      Issue.record("an unknown model was selected")
    } catch {
      #expect(
        error.description
          == "unknown model 'Trainer' in any workspace; known models: Pokemon, Release, Account, Asset")
    }
  }
}

private struct Paged<Item: Decodable & Sendable>: Decodable, Sendable { var items: [Item] }
private struct Receipt: Decodable, Sendable { var total: Int }
