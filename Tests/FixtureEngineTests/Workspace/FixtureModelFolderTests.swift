import FixtureEngine
import Foundation
import Locations
import Testing
import WorkbenchContext

/// Which model a fixture file belongs to, by the folder it sits in.
struct FixtureModelFolderTests {
  @Test func filesInAFolderNamedAfterAModelBelongToItAndTheRestToTheFirstModel() {
    let workspace = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/cvs.json", "/ws/Fixtures/failing/bad.json", "/ws/Fixtures/address/home.json",
        "/ws/Fixtures/Address/failing/no-city.json", "/ws/Fixtures/Adress/typo.json", "/ws/Fixtures/notes.txt",
      ].reduce(into: [:]) { $0[$1] = Data("{}".utf8) })
    let fixtures = workspace.fixtureFiles(in: .test(files: files))
    #expect(
      fixtures.map(\.name) == [
        "Address/failing/no-city.json", "Adress/typo.json", "address/home.json", "cvs.json", "failing/bad.json",
      ])
    #expect(fixtures.map(\.modelName) == ["Address", nil, "Address", "Location", "Location"])
    #expect(fixtures.map(\.modelFolder) == ["Address", "Adress", "address", nil, nil])
    #expect(fixtures.map(\.isMeantToFail) == [true, false, false, false, true])
  }

  @Test func aFileDirectlyInTheFolderBelongsToTheModelItsNameStartsWith() {
    let workspace = Workspace(
      "Places", directory: "/ws", models: [.fragment(AddressFragment.self), .fragment(LocationFragment.self)])
    let names = [
      "location.json", "Location_2.json", "location-pin.json", "locationPin.json", "failing/location-no-id.json",
      "locations.json", "addresses.json", "address.json", "landmark.json",
    ]
    let files = InMemoryFileSystem(names.reduce(into: [:]) { $0["/ws/Fixtures/" + $1] = Data("{}".utf8) })
    let models = Dictionary(
      uniqueKeysWithValues: workspace.fixtureFiles(in: .test(files: files)).map { ($0.name, $0.modelName) })
    #expect(models["location.json"] == "Location")
    #expect(models["Location_2.json"] == "Location")
    #expect(models["location-pin.json"] == "Location")
    #expect(models["locationPin.json"] == "Location")
    #expect(models["failing/location-no-id.json"] == "Location")
    #expect(models["address.json"] == "Address")
    // A name that only begins like a model's, and one naming no model, are the first model's.
    #expect(models["locations.json"] == "Address")
    #expect(models["addresses.json"] == "Address")
    #expect(models["landmark.json"] == "Address")
  }

  @Test func theLongestModelNameAFileStartsWithWins() {
    let workspace = Workspace(
      "Shop", directory: "/ws",
      models: [.fragment(LocationFragment.self), .model(Order.self), .model(OrderLine.self)])
    let files = InMemoryFileSystem(
      ["/ws/Fixtures/order-line-free.json": Data("{}".utf8), "/ws/Fixtures/orderline.json": Data("{}".utf8)])
    let fixtures = workspace.fixtureFiles(in: .test(files: files))
    #expect(fixtures.map(\.modelName) == ["Order", "OrderLine"])
  }
}

private struct Order: Decodable, Sendable { var id: Int }
private struct OrderLine: Decodable, Sendable { var sku: String }
