import FixtureEngine
import Foundation
import Locations
import Testing
import WorkbenchContext

/// A fixture's name proposes its model and the fit decides: one its name gives to a model it does
/// not decode as goes to the model it fits, and says so; a fixture that fits none stays with the
/// name's model, to fail there.
struct NameProposesFitDecidesTests {
  func fitted(_ files: [String: String]) -> [String: FixtureFile] {
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let places = FixtureFitTests.places
    return Dictionary(uniqueKeysWithValues: places.assignedFixtures(in: context).map { ($0.name, $0) })
  }

  @Test func aFixtureNamedLikeOneModelThatDecodesAsAnotherGoesToThatOne() throws {
    let fixtures = fitted([
      "/ws/Fixtures/location-home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#
    ])
    let home = try #require(fixtures["location-home.json"])
    #expect(home.modelName == "Address")
    #expect(home.assignment == .fit)
    #expect(home.namedLike == "Location")
    #expect(home.fitReason == "named like Location; decodes as Address")
  }

  @Test func aFixtureThatDecodesAsItsNamesModelOrAsNoneStaysThere() throws {
    let fixtures = fitted([
      "/ws/Fixtures/location-cvs.json": #"{"locationId": 1, "name": "CVS"}"#,
      "/ws/Fixtures/location-broken.json": #"{"name": "no id"}"#,
    ])
    for name in ["location-cvs.json", "location-broken.json"] {
      let fixture = try #require(fixtures[name])
      #expect(fixture.modelName == "Location", "\(name)")
      #expect(fixture.assignment == .name, "\(name)")
      #expect(fixture.namedLike == nil, "\(name)")
      #expect(fixture.fitReason == nil, "\(name)")
    }
  }

  @Test func oneFixtureAloneIsAssignedAsAmongTheOthers() throws {
    let files = ["/ws/Fixtures/location-home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let places = FixtureFitTests.places
    let listed = try #require(places.fixtureFiles(in: context).first)
    #expect(listed.assignment == .name)
    #expect(places.assigned(listed, in: context) == fitted(files)["location-home.json"])
  }
}
