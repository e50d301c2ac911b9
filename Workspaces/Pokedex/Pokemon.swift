/// A Pokémon as the Pokedex API sends it (the model of the fragment library's original article).
public struct Pokemon: Decodable, Equatable, Sendable {
  /// A Pokémon's elemental type.
  public enum Kind: String, Decodable, CaseIterable, Sendable {
    case fire, water, grass, electric, ice
  }

  /// The elemental type, sent as its raw name (`"fire"`).
  public var baseType: Kind
  /// The display name.
  public var name: String
  /// The number in the national Pokédex.
  public var pokedexIndex: Int

  /// A Pokémon made of its parts.
  public init(baseType: Kind, name: String, pokedexIndex: Int) {
    self.baseType = baseType
    self.name = name
    self.pokedexIndex = pokedexIndex
  }
}
