import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import Testing

/// Pokemon parsing tests written with Swift Testing, the way a user's test target would.
struct PokemonParsingTests {
  private func decode(_ fragment: PokemonFragment) throws -> Pokemon {
    try JSONDecoder().decode(Pokemon.self, from: fragment.jsonData())
  }

  @Test func charizardDecodes() throws {
    let fragment = PokemonFragment()
    let pokemon = try decode(fragment)
    expectMatch(fragment, pokemon)
    #expect(pokemon == Pokemon(baseType: .fire, name: "Charizard", pokedexIndex: 6))
  }

  @Test(arguments: PokemonFragment.variants(of: \.baseType))
  func everyKindDecodes(fragment: PokemonFragment) throws {
    expectMatch(fragment, try decode(fragment))
  }

  @Test(arguments: PokemonFragment.presenceVariants())
  func everyPresenceVariantBehavesAsExpected(_ variant: FragmentVariant<PokemonFragment>) {
    expectOutcome(variant)
  }

  @Test func anUnknownKindFails() {
    var fragment = PokemonFragment()
    fragment.baseType = .raw("shadow")
    #expect(throws: DecodingError.self) { try decode(fragment) }
  }

  @Test func aTeamComparesElementByElement() throws {
    let team = [
      PokemonFragment(),
      PokemonFragment(baseType: .value(.electric), name: "Pikachu", pokedexIndex: 25),
    ].toJSONArray()
    let pokemon = try JSONDecoder().decode([Pokemon].self, from: team.data())
    expectMatch(team, pokemon)
    #expect(pokemon.map(\.name) == ["Charizard", "Pikachu"])
  }

  @Test func aRenamedKeyIsCaught() throws {
    let fragment = PokemonFragment()
    var renamed = fragment.json
    if case .object(var object) = renamed {
      object["pokedexIndex"] = nil
      object["pokedex_index"] = 6
      renamed = .object(object)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Pokemon.self, from: Data(JSONPrinter.bytes(of: renamed)))
    }
  }
}
