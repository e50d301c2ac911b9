import FixtureEngine
import Foundation
import JSONFragment
import ModelProbe
import Pokedex
import Testing

/// A fit that tries first the models whose key trees share a key with the payload ranks the same
/// best model, and the same closest misfits, as one that tries every model.
struct ShapedFitTests {
  static let models =
    FixtureFitTests.places.models
    + {
      var pokedex = Workspace("Pokedex", directory: "/p", models: [.fragment(PokemonFragment.self)])
      pokedex.fitsInThisProcess = true
      return pokedex.models
    }()

  @Test(arguments: [
    #"{"locationId": 1, "name": "CVS"}"#,
    #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#,
    #"{"locationId": 1, "street": "1 Main St", "city": "Springfield", "country": "US"}"#,
    #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#,
    #"{"name": "only a name"}"#,
    #"{"id": 9}"#,
    "{}",
    "[1, 2]",
    #""text""#,
  ])
  func theShapedFitRanksAsTryingEveryModelDoes(payload text: String) throws {
    let payload = try PayloadText(parsing: Data(text.utf8))
    let every = ModelFit(payload, models: Self.models)
    let shaped = ModelFit(payload, shapedFrom: Self.models)
    #expect(shaped.best?.model.name == every.best?.model.name)
    if every.best == nil {
      #expect(shaped.ranked.prefix(2).map(\.summary) == every.ranked.prefix(2).map(\.summary))
    }
  }

  @Test func aModelThatReadsNoneOfThePayloadsKeysIsNotTriedWhenAnotherDecodesIt() throws {
    let payload = try PayloadText(parsing: Data(#"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 6}"#.utf8))
    let shaped = ModelFit(payload, shapedFrom: Self.models)
    // Location reads `name` too; Address reads none of these keys.
    #expect(shaped.ranked.map(\.model.name) == ["Pokemon", "Location"])
  }
}
