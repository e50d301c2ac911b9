import JSONFragment
import ModelAdapter
import Pokedex
import XCTest

/// The same parsing tests with XCTest, for targets that have not moved to Swift Testing.
final class PokemonParsingXCTests: XCTestCase {
  private func decode(_ fragment: PokemonFragment) throws -> Pokemon {
    try JSONDecoder().decode(Pokemon.self, from: fragment.jsonData())
  }

  func testCharizardDecodes() throws {
    let fragment = PokemonFragment()
    let report = expectMatch(fragment, try decode(fragment))
    XCTAssertTrue(report.isMatch)
    XCTAssertEqual(report.count, 3)
  }

  func testEveryKindDecodes() throws {
    let fragments = PokemonFragment.variants(of: \.baseType)
    XCTAssertEqual(fragments.count, Pokemon.Kind.allCases.count)
    for fragment in fragments {
      let pokemon = try decode(fragment)
      expectMatch(fragment, pokemon)
      XCTAssertEqual(pokemon.baseType, fragment.baseType.value)
    }
  }

  func testEveryPresenceVariantBehavesAsExpected() {
    for variant in PokemonFragment.presenceVariants() {
      expectOutcome(variant)
    }
  }

  func testAWrongTypeFails() {
    var fragment = PokemonFragment()
    fragment.pokedexIndex = .raw("6")
    XCTAssertThrowsError(try decode(fragment)) { error in
      guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
    }
  }
}
