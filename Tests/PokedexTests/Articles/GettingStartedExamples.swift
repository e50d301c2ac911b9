import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import Testing

/// The code of the Getting Started article (JSONFragment.docc), compiled and run.
struct GettingStartedExamples {
  @Test func charizardDecodes() {
    let fragment = PokemonFragment()
    expectMatch(fragment, try JSONDecoder().decode(Pokemon.self, from: fragment.jsonData()))
  }

  @Test func aRenamedPokemonStillMatches() throws {
    var fragment = PokemonFragment()
    fragment.name = "Charmander"
    fragment.pokedexIndex = 4
    let pokemon = try JSONDecoder().decode(Pokemon.self, from: fragment.jsonData())
    let report = expectMatch(fragment, pokemon, "after renaming")
    #expect(report.isMatch)
  }

  @Test func theAppsOwnDecodingPath() {
    expectOutcome(PokemonFragment(), .decodes, decoding: DecodingOptions())
  }
}
