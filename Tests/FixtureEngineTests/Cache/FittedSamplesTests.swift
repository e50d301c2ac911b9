import Foundation
import JSONCore
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A model is learned over the fixtures a fit gave it, as over those named after it: a model
/// whose fixtures are all fitted learns the values they hold (a discriminator's cases), not
/// only made-up ones. What it learned is kept under a digest that counts them.
struct FittedSamplesTests {
  @Test func aFittedFixtureIsASampleOfTheModelItFits() throws {
    let files = KeptFitTests().memory()
    try files.fileSystem.replace(
      "/ws/Fixtures/address-of-a-shop.json", Data(#"{"locationId": 7, "name": "Deli"}"#.utf8))
    let context = AppContext.test(files: files)
    let places = KeptFitTests().places(files)
    let location = try places.model(named: "Location")
    let address = try places.model(named: "Address")
    // Before a fit, a fixture is the model its name or the workspace proposes.
    #expect(places.samples(for: address, in: context).map(\.name) == ["Fixtures/address-of-a-shop.json"])
    let before = (places.sampleDigest(for: location, in: context), places.sampleDigest(for: address, in: context))

    let fitted = places.assignedFixtures(in: context)
    #expect(fitted.first { $0.name == "address-of-a-shop.json" }?.modelName == "Location")
    let names = { (model: WorkspaceModel) in places.samples(for: model, in: context).map(\.name).sorted() }
    // Named like Address, fitted to Location: it teaches Location only.
    #expect(names(location) == ["Fixtures/address-of-a-shop.json", "Fixtures/cvs.json"])
    #expect(names(address) == ["Fixtures/home.json"])
    // A fixture that fits no model teaches none: the first model no longer learns mystery.json.
    #expect(places.sampleDigest(for: location, in: context) != before.0)
    #expect(places.sampleDigest(for: address, in: context) != before.1)
  }

  @Test func anArrayFittedToAListOfTheModelTeachesItWithItsElements() throws {
    let files = KeptFitTests().memory()
    try files.fileSystem.replace(
      "/ws/Fixtures/stores.json",
      Data(#"[{"locationId": 3, "name": "Deli"}, {"locationId": 4, "name": "Bakery"}]"#.utf8))
    let context = AppContext.test(files: files)
    let places = KeptFitTests().places(files)
    #expect(places.assignedFixtures(in: context).first { $0.name == "stores.json" }?.modelName == "[Location]")
    let samples = places.samples(for: try places.model(named: "Location"), in: context)
    #expect(
      samples.map(\.name) == [
        "Fixtures/cvs.json", "Fixtures/stores.json, element 0", "Fixtures/stores.json, element 1",
      ])
    #expect(samples.last?.payload == (try JSONParser.parse(Data(#"{"locationId": 4, "name": "Bakery"}"#.utf8))))
  }

  @Test func aFixtureFittedToTheModelItFailsTeachesNothing() throws {
    let files = KeptFitTests().memory()
    // Location reads both keys and refuses the first: its broken fixture, not a sample.
    try files.fileSystem.replace("/ws/Fixtures/cvs-broken.json", Data(#"{"locationId": "one", "name": "CVS"}"#.utf8))
    let context = AppContext.test(files: files)
    let places = KeptFitTests().places(files)
    let broken = try #require(places.assignedFixtures(in: context).first { $0.name == "cvs-broken.json" })
    #expect(broken.modelName == "Location")
    #expect(broken.fitFails)
    #expect(places.samples(for: try places.model(named: "Location"), in: context).map(\.name) == ["Fixtures/cvs.json"])
  }

  @Test func aFixtureFittedToTheModelItFailsShowsTheValuesItHolds() throws {
    let files = KeptFitTests().memory()
    let text = #"{"locationId": "one", "name": "CVS"}"#
    try files.fileSystem.replace("/ws/Fixtures/cvs-broken.json", Data(text.utf8))
    let context = AppContext.test(files: files)
    let places = KeptFitTests().places(files)
    let location = try places.model(named: "Location")
    _ = places.assignedFixtures(in: context)
    #expect(places.brokenSamples(forModelNamed: "Location", in: context) == [try JSONParser.parse(Data(text.utf8))])
    #expect(places.brokenSamples(forModelNamed: "Address", in: context).isEmpty)
    // What the model learns with them is kept under their bytes too.
    let before = places.sampleDigest(for: location, in: context)
    try files.fileSystem.replace("/ws/Fixtures/cvs-broken.json", Data(#"{"locationId": "two", "name": "CVS"}"#.utf8))
    #expect(places.sampleDigest(for: location, in: context) != before)
  }
}
