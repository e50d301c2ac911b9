import JSONFragment

extension Pokemon.Kind: JSONRepresentable {}

/// The payload of one ``Pokemon``; its defaults are Charizard's.
public struct PokemonFragment: ModelJSONFragment, Sendable {
  public typealias Model = Pokemon

  public var baseType: Field<Pokemon.Kind> = .value(.fire)
  public var name: Field<String> = "Charizard"
  public var pokedexIndex: Field<Int> = 6

  public init() {}

  /// A fragment with the given fields; the others keep Charizard's values.
  public init(
    baseType: Field<Pokemon.Kind> = .value(.fire),
    name: Field<String> = "Charizard",
    pokedexIndex: Field<Int> = 6
  ) {
    self.baseType = baseType
    self.name = name
    self.pokedexIndex = pokedexIndex
  }

  public static let keys: FragmentKeys<Self> = [
    .init("baseType", \.baseType, model: \.baseType),
    .init("name", \.name, model: \.name),
    .init("pokedexIndex", \.pokedexIndex, model: \.pokedexIndex),
  ]
}
