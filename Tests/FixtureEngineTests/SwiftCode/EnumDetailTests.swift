import FixtureEngine
import JSONFragment
import Pokedex
import Releases
import Testing

struct EnumDetailTests {
  @Test func discoveryKeepsCaseNamesRawValuesAndConformance() {
    let pokemon = SchemaDiscovery.discover(Pokemon.self)
    let kind = pokemon.enums["Pokemon.Kind"]
    #expect(kind?.cases.map(\.name) == ["fire", "water", "grass", "electric", "ice"])
    #expect(kind?.isJSONRepresentable == true)

    let account = SchemaDiscovery.discover(Account.self).enums["Account.Kind"]
    #expect(account?.cases.first == EnumDetail.Case(name: "user", rawValue: "User"))
    #expect(account?.isJSONRepresentable == false)
  }

  @Test func keywordCaseNamesAndRawValuesThatAreNotNamesAreKept() {
    let mode = SchemaDiscovery.discover(HostileKeys.self).enums["HostileKeys.Mode"]
    #expect(mode?.cases.map(\.name) == ["default", "class", "fast"])
    #expect(mode?.caseWithRawValue("fast-mode")?.name == "fast")
  }
}
