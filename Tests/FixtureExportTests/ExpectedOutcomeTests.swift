import FixtureEngine
import JSONFragment
import ModelProbe
import Pokedex
import Releases
import Testing

struct ExpectedOutcomeTests {
  @Test func theReferencePayloadDecodesAndDamageNamesTheFirstFailingPath() throws {
    let model = try Workspace.pokedex.model(named: "Pokemon")
    let payload = try #require(model.referencePayload)
    #expect(model.expectedOutcome(for: payload) == .decodes)
    #expect(model.expectedOutcome(for: payload.replacing("name", with: .null)) == .fails(at: "name"))
    #expect(model.expectedOutcome(for: payload.replacing("baseType", with: "plasma")) == .fails(at: "baseType"))
  }

  @Test func modelsKnowTheirSwiftTypeAndModule() throws {
    let pokemon = try Workspace.pokedex.model(named: "Pokemon")
    #expect(pokemon.typeName == "Pokemon")
    #expect(pokemon.moduleName == "Pokedex")
    let release = try Workspace.releases.model(named: "Release")
    #expect(release.moduleName == "Releases")
    #expect(release.propertyMap().properties["tag_name"].map(PropertyMap.describe) == "tagName")
  }
}
