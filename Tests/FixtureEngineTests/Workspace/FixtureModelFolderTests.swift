import FixtureEngine
import Foundation
import Locations
import Testing
import WorkbenchContext

/// Which model a fixture file belongs to, by the folder it sits in or by its name, and how it says so.
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
    // A plural names a list of the model; a name naming no model is the first model's.
    #expect(models["locations.json"] == "[Location]")
    #expect(models["addresses.json"] == "[Address]")
    #expect(models["landmark.json"] == "Address")
  }

  @Test func theLongestModelNameAFileStartsWithWins() {
    let workspace = Workspace(
      "Shop", directory: "/ws",
      models: [.fragment(LocationFragment.self), .model(Order.self), .model(OrderLine.self)])
    let files = InMemoryFileSystem(
      ["/ws/Fixtures/order-line-free.json": Data("{}".utf8), "/ws/Fixtures/orderline.json": Data("{}".utf8)])
    let fixtures = workspace.fixtureFiles(in: .test(files: files))
    #expect(fixtures.map(\.modelName) == ["OrderLine", "OrderLine"])
  }

  @Test func fileNamesInAnyCaseStyleNameTheirModelAndAVariantMayFollow() {
    let workspace = Workspace(
      "Shop", directory: "/ws",
      models: [
        .model(Order.self), .model(LineItem.self), .model(Merchant.self), .model(PaymentState.self),
        .model(OrderDetails.self), .model(OrderLineItem.self),
      ])
    let names = [
      "line-item.json", "line_item.json", "lineItem.json", "LineItem.json", "LINE_ITEM.json", "line.item.json",
      "merchant-null-logo.json", "payment-state-3.json", "order-details-append-response.json",
      "order-line-item.json", "order-7.json", "orders.json", "lineitems.json",
    ]
    let files = InMemoryFileSystem(names.reduce(into: [:]) { $0["/ws/Fixtures/" + $1] = Data("{}".utf8) })
    let fixtures = Dictionary(
      uniqueKeysWithValues: workspace.fixtureFiles(in: .test(files: files)).map { ($0.name, $0) })
    for name in names.prefix(6) {
      #expect(fixtures[name]?.modelName == "LineItem", "\(name)")
      #expect(fixtures[name]?.assignment == .name, "\(name)")
    }
    #expect(fixtures["merchant-null-logo.json"]?.modelName == "Merchant")
    #expect(fixtures["payment-state-3.json"]?.modelName == "PaymentState")
    #expect(fixtures["order-details-append-response.json"]?.modelName == "OrderDetails")
    #expect(fixtures["order-line-item.json"]?.modelName == "OrderLineItem")
    #expect(fixtures["order-7.json"]?.modelName == "Order")
    let nested = Workspace(
      "Shop", directory: "/ws", models: [.model(TrackedParcel.self), .model(TrackedParcel.State.self)])
    #expect(nested.modelNamed(byFileName: "tracked-parcel-state-lost.json")?.typeName == "TrackedParcel.State")
    #expect(nested.modelNamed(byFileName: "tracked-parcel-lost.json")?.typeName == "TrackedParcel")
    // A plural names a list of the model: a list endpoint's payload.
    #expect(fixtures["orders.json"]?.modelName == "[Order]")
    #expect(fixtures["orders.json"]?.assignment == .name)
    #expect(fixtures["lineitems.json"]?.modelName == "[LineItem]")
    // A name that runs on past a model's name in the same word names no model: the first model's.
    #expect(workspace.modelNamed(byFileName: "orderly.json") == nil)
  }

  @Test func aConfiguredPatternWinsOverTheNameAndTheFolder() {
    var workspace = Workspace(
      "Shop", directory: "/ws", fixtures: ["Resources/json"],
      models: [.model(Order.self), .model(PaymentState.self), .model(Merchant.self)])
    workspace.fixturePins = [.init(folder: "Resources/json/", pattern: "state-*", model: "PaymentState")]
    let files = InMemoryFileSystem(
      ["/ws/Resources/json/state-3.json", "/ws/Resources/json/merchant-state-1.json", "/ws/Resources/json/order.json"]
        .reduce(into: [:]) { $0[$1] = Data("{}".utf8) })
    let fixtures = Dictionary(
      uniqueKeysWithValues: workspace.fixtureFiles(in: .test(files: files)).map { ($0.name, $0) })
    #expect(fixtures["state-3.json"]?.modelName == "PaymentState")
    #expect(fixtures["state-3.json"]?.assignment == .configuration)
    #expect(fixtures["merchant-state-1.json"]?.modelName == "Merchant")
    #expect(fixtures["order.json"]?.assignment == .name)
  }

  @Test func eachFixtureSaysHowItWasAssigned() {
    let workspace = Workspace(
      "Places", directory: "/ws", models: [.fragment(LocationFragment.self), .fragment(AddressFragment.self)])
    let files = InMemoryFileSystem(
      ["/ws/Fixtures/Address/home.json", "/ws/Fixtures/address-work.json", "/ws/Fixtures/cvs.json"]
        .reduce(into: [:]) { $0[$1] = Data("{}".utf8) })
    let fixtures = workspace.fixtureFiles(in: .test(files: files))
    #expect(fixtures.map(\.name) == ["Address/home.json", "address-work.json", "cvs.json"])
    #expect(fixtures.map(\.assignment) == [.folder, .name, .firstModel])
    #expect(fixtures.map(\.assignment?.description) == ["by folder", "by name", "by default"])
  }
}

private struct Order: Decodable, Sendable { var id: Int }

/// Internal, not private: a private type's runtime name has no readable path.
struct TrackedParcel: Decodable, Sendable {
  enum State: String, Decodable, Sendable, CaseIterable { case moving, lost }
  var id: Int
}
private struct OrderLine: Decodable, Sendable { var sku: String }
private struct LineItem: Decodable, Sendable { var sku: String }
private struct Merchant: Decodable, Sendable { var name: String }
private struct PaymentState: Decodable, Sendable { var state: Int }
private struct OrderDetails: Decodable, Sendable { var notes: String }
private struct OrderLineItem: Decodable, Sendable { var quantity: Int }
