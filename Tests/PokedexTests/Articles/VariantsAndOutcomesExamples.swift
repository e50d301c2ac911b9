import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import Testing

/// The code of the Variants and Outcomes article (JSONFragment.docc), compiled and run.
struct VariantsAndOutcomesExamples {
  @Test(arguments: PokemonFragment.variants(of: \.baseType))
  func everyKindDecodes(_ fragment: PokemonFragment) {
    expectOutcome(fragment, .decodes)
  }

  @Test(arguments: PokemonFragment.presenceVariants())
  func everyKeyNullAndAbsent(_ variant: FragmentVariant<PokemonFragment>) {
    expectOutcome(variant)
  }

  @Test func anIndexSentAsTextFailsThere() {
    var fragment = PokemonFragment()
    fragment.pokedexIndex = .raw("6")
    expectOutcome(fragment, .fails(at: "pokedexIndex"))
  }

  @Test func aVariantSaysWhatChanged() throws {
    let variant = try #require(PokemonFragment.presenceVariants().first)
    #expect(variant.key == "baseType")
    #expect(variant.presence == .absent)
    #expect(variant.expectation == .fails(at: "baseType"))
    #expect(variant.testDescription == "baseType absent")
    #expect(PokemonFragment(name: .null).testDescription == "name = null")
  }
}
