import FixtureEngine
import JSONFragment
import ModelProbe
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
    #expect(account?.isJSONRepresentable == true)

    let level = SchemaDiscovery.discover(LevelHolder.self).enums["HostileShapes.Level"]
    #expect(level?.isJSONRepresentable == false)
  }

  @Test func keywordCaseNamesAndRawValuesThatAreNotNamesAreKept() {
    let mode = SchemaDiscovery.discover(HostileKeys.self).enums["HostileKeys.Mode"]
    #expect(mode?.cases.map(\.name) == ["default", "class", "fast"])
    #expect(mode?.caseWithRawValue("fast-mode")?.name == "fast")
  }

  @Test func integerRawValuesAreNumbersAndSelfDescribingEnumsHaveNoCaseNames() {
    #expect(
      EnumCases.detail(of: Priority.self)?.cases == [
        EnumDetail.Case(name: "low", rawValue: 1), EnumDetail.Case(name: "high", rawValue: 10),
      ])
    #expect(EnumCases.detail(of: HostileShapes.Tone.self)?.cases.map(\.name) == [nil, nil])
    #expect(EnumCases.detail(of: String.self) == nil)
  }

  enum Priority: Int, Decodable, CaseIterable {
    case low = 1
    case high = 10
  }
}
