import FixtureEngine
import Foundation
import PackageDiscovery
import Testing
import WorkbenchContext

/// A fixture named after a model of the user's project that does not compile on this host is
/// checked against no model, and is never given to another model by its name or by fit.
struct LeftOutModelTests {
  private let photo = ModelSources.LeftOutModel(
    name: "OrderPhoto", file: "App/Models/OrderPhoto.swift", reason: "imports UIKit")

  private func workspace(foldersFound: Bool = false) -> Workspace {
    var workspace = Workspace("Shop", directory: "/ws", models: [.model(Order.self), .model(OrderLine.self)])
    workspace.fixtureFoldersFound = foldersFound
    workspace.leftOutModels = [photo]
    return workspace
  }

  private func fixtures(_ names: [String], in workspace: Workspace) -> [String: FixtureFile] {
    let files = InMemoryFileSystem(names.reduce(into: [:]) { $0["/ws/Fixtures/" + $1] = Data("{}".utf8) })
    return Dictionary(uniqueKeysWithValues: workspace.fixtureFiles(in: .test(files: files)).map { ($0.name, $0) })
  }

  @Test func aFileNamedAfterALeftOutModelIsItsAndNotTheShorterModelsItsNameBeginsWith() {
    let fixtures = fixtures(
      [
        "order-photo.json", "orderPhoto-large.json", "order.json", "order-line.json", "failing/order-photo-no-url.json",
      ],
      in: workspace())
    for name in ["order-photo.json", "orderPhoto-large.json", "failing/order-photo-no-url.json"] {
      #expect(fixtures[name]?.assignment == .leftOut, "\(name)")
      #expect(fixtures[name]?.modelName == nil, "\(name)")
      #expect(fixtures[name]?.leftOutModel == photo, "\(name)")
    }
    #expect(fixtures["order.json"]?.modelName == "Order")
    #expect(fixtures["order-line.json"]?.modelName == "OrderLine")
    #expect(fixtures["order.json"]?.leftOutModel == nil)
  }

  @Test func aFolderNamedAfterALeftOutModelGivesItItsFiles() {
    let found = fixtures(
      ["OrderPhoto/large.json", "json/orderphoto/small.json", "json/order.json"], in: workspace(foldersFound: true))
    #expect(found["OrderPhoto/large.json"]?.assignment == .leftOut)
    #expect(found["json/orderphoto/small.json"]?.assignment == .leftOut)
    #expect(found["json/order.json"]?.modelName == "Order")
    let configured = fixtures(["OrderPhoto/large.json"], in: workspace())
    #expect(configured["OrderPhoto/large.json"]?.leftOutModel == photo)
  }

  @Test func withNoLeftOutModelsTheNameGoesToTheModelItBeginsWith() {
    var plain = workspace()
    plain.leftOutModels = []
    #expect(fixtures(["order-photo.json"], in: plain)["order-photo.json"]?.modelName == "Order")
    #expect(plain.leftOutModel(byFileName: "order-photo.json") == nil)
    #expect(workspace().leftOutModel(byFileName: "order-photo.json") == photo)
    #expect(workspace().modelNamed(byFileName: "order-photo.json") == nil)
  }

  @Test func aLeftOutFixtureIsNotFitted() {
    var fitting = workspace()
    fitting.fitsInThisProcess = true
    let files = InMemoryFileSystem(["/ws/Fixtures/order-photo.json": Data(#"{"id": 1, "lines": []}"#.utf8)])
    let assigned = fitting.assignedFixtures(in: .test(files: files))
    #expect(assigned.map(\.assignment) == [.leftOut])
    #expect(assigned.map(\.modelName) == [nil])
  }
}

private struct Order: Decodable, Sendable {
  var id: Int
  var lines: [OrderLine]?
}

private struct OrderLine: Decodable, Sendable { var sku: String }
