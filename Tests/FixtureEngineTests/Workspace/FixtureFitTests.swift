import FixtureEngine
import Foundation
import Locations
import Pokedex
import Testing
import WorkbenchContext

/// A fixture that neither its folder nor its name assigns goes to the model it decodes as, or to
/// none: never to a model only because it is listed first.
struct FixtureFitTests {
  static let places = {
    var places = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    places.fitsInThisProcess = true
    return places
  }()

  func fitted(_ workspace: Workspace, _ files: [String: String]) -> [String: FixtureFile] {
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fitted = workspace.assigningByFit(workspace.fixtureFiles(in: context), in: context)
    return Dictionary(uniqueKeysWithValues: fitted.map { ($0.name, $0) })
  }

  @Test func aFixtureGoesToTheModelItDecodesAs() {
    let fixtures = fitted(
      Self.places,
      [
        "/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS"}"#,
        "/ws/Fixtures/home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#,
      ])
    #expect(fixtures["cvs.json"]?.modelName == "Location")
    #expect(fixtures["cvs.json"]?.assignment == .fit)
    #expect(fixtures["home.json"]?.modelName == "Address")
    #expect(fixtures["home.json"]?.assignment == .fit)
  }

  @Test func whereSeveralDecodeTheOneThatReadsMostOfItsKeysWins() {
    // Every key of Location is optional but its id; this payload is an address with an id too.
    let fixtures = fitted(
      Self.places,
      ["/ws/Fixtures/both.json": #"{"locationId": 1, "street": "1 Main St", "city": "Springfield", "country": "US"}"#])
    #expect(fixtures["both.json"]?.modelName == "Address")
  }

  @Test func aFixtureThatFitsNoModelIsUnassignedWithTheClosestTwoAndWhy() throws {
    let fixtures = fitted(Self.places, ["/ws/Fixtures/mystery.json": #"{"id": 9}"#])
    let mystery = try #require(fixtures["mystery.json"])
    #expect(mystery.modelName == nil)
    #expect(mystery.assignment == .unassigned)
    #expect(
      mystery.misfits.map(\.description) == [
        #"Location fails at locationId: the required key "locationId" is missing"#,
        #"Address fails at street: the required key "street" is missing"#,
      ])
  }

  @Test func folderNameFailingInvalidAndSingleModelAssignmentsStayAsTheyAre() {
    let fixtures = fitted(
      Self.places,
      [
        "/ws/Fixtures/Address/work.json": "{}", "/ws/Fixtures/location-pin.json": "{}",
        "/ws/Fixtures/failing/bad.json": "{}", "/ws/Fixtures/broken.json": "{",
      ])
    #expect(fixtures["Address/work.json"]?.assignment == .folder)
    #expect(fixtures["location-pin.json"]?.assignment == .name)
    #expect(fixtures["failing/bad.json"]?.assignment == .firstModel)
    #expect(fixtures["broken.json"]?.assignment == .firstModel)
    let single = fitted(Workspace.pokedex.relocated("/ws"), ["/ws/Fixtures/mystery.json": #"{"id": 9}"#])
    #expect(single["mystery.json"]?.assignment == .firstModel)
  }

  /// A folder proposes its model as a name does: a fixture in `Address/` that Address does not
  /// decode, and Location decodes reading more of it, is Location's; one Address reads well before
  /// it fails stays Address's broken fixture.
  @Test func aFolderProposesItsModelAndTheFitDecides() throws {
    var places = Self.places
    places.fixtureFoldersFound = true
    let fixtures = fitted(
      places,
      [
        "/ws/Fixtures/Address/pin.json": #"{"locationId": 1, "name": "CVS"}"#,
        "/ws/Fixtures/Address/no-country.json": #"{"street": "1 Main St", "city": "Springfield"}"#,
      ])
    let pin = try #require(fixtures["Address/pin.json"])
    #expect(pin.modelName == "Location")
    #expect(pin.assignment == .fit)
    #expect(pin.namedLike == "Address")
    let broken = try #require(fixtures["Address/no-country.json"])
    #expect(broken.modelName == "Address")
    #expect(broken.assignment == .folder)
  }

  @Test func modelsWhoseCodeRunsInThisProcessAreNotTriedUnlessTheWorkspaceSaysSo() {
    var unsafe = Self.places
    unsafe.fitsInThisProcess = false
    let fixtures = fitted(unsafe, ["/ws/Fixtures/home.json": #"{"street": "1 Main St", "city": "S", "country": "US"}"#])
    #expect(fixtures["home.json"]?.assignment == .firstModel)
    #expect(fixtures["home.json"]?.modelName == "Location")
  }
}

extension Workspace {
  /// This workspace's models in a workspace rooted at `directory`.
  fileprivate func relocated(_ directory: String) -> Workspace {
    Workspace(name, directory: directory, models: models)
  }
}
