import Foundation
import JSONFragment
import Pokedex
import Testing

/// The code of the Record Modes article (JSONFragment.docc), compiled and run. The fixture is
/// committed in `Fixtures/charizard.json` beside this folder's parent.
struct RecordModesExamples {
  @Test func charizardIsTheCommittedFixture() {
    expectFixture(PokemonFragment(), named: "charizard", in: "../Fixtures")
  }

  @Test func neverRecordsInThisTest() {
    expectFixture(PokemonFragment(), named: "charizard", in: "../Fixtures", record: .never)
  }
}
