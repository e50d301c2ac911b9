import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import Testing

/// The code of the Every Failing Field article (ModelAdapter.docc), compiled and run.
struct EveryFailingFieldExamples {
  @Test func everyBrokenFieldIsPinned() {
    var fragment = PokemonFragment()
    fragment.baseType = .raw("shadow")
    fragment.name = .null
    fragment.pokedexIndex = .absent
    expectFailures(
      fragment, as: Pokemon.self,
      [
        .unknownEnumValue("baseType"),
        .nullValue("name"),
        .missingKey("pokedexIndex"),
      ])
  }

  @Test func theDiagnosisListsEveryField() {
    let adapter = ModelMapperAdapter(client: URLSessionHTTPClient())
    let payload = Data(#"{"baseType": "shadow", "name": null}"#.utf8)
    do {
      _ = try adapter.decode(payload, as: Pokemon.self)
      Issue.record("the payload decoded")
    } catch {
      for field in error.fields {
        print(field)  // 1:14: baseType: the string "shadow" is not a case of Pokemon.Kind; ...
      }
      #expect(error.fields.map(\.kind) == [.unknownEnumValue, .nullValue, .missingKey])
    }
  }
}
