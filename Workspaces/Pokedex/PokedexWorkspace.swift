import FixtureEngine

extension Workspace {
  /// Pokémon, the fragment library's original example.
  public static let pokedex = Workspace(
    "Pokedex", summary: "Pokemon with an enum, a name and an index", sourceFile: #filePath,
    exports: "../../Tests/GeneratedExportsTests/Pokedex",
    models: [.fragment(PokemonFragment.self)])
}
