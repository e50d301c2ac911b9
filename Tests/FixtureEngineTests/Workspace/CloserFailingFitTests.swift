import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing
import WorkbenchContext

private struct HistoryPage: Decodable, Sendable {
  var revision: String
  var hasMore: Bool
  var items: [String]
  var bundleId: String
  var appId: Int
  var environment: String
}

private struct RefundPage: Decodable, Sendable {
  var revision: String
  var hasMore: Bool
  var items: [String]
}

private struct Meta: Decodable, Sendable {
  var cost: Int
  var quota: Int
  var lat: Double
  var lng: Double
  var requestCount: Int
}

private struct Reading: Decodable, Sendable {
  var time: String
  var value: Double
}

/// Every key of a response's top level, but only part of its `meta`.
private struct LeanResponse: Decodable, Sendable {
  struct LeanMeta: Decodable, Sendable { var cost: Int }
  var data: [String: Double]
  var meta: LeanMeta
}

/// The same `meta` read whole, with `data` of another shape.
private struct FullResponse: Decodable, Sendable {
  var data: Reading
  var meta: Meta
}

/// A payload that one model decodes reading half of it, and that another model, whose keys hold all
/// of it, fails on one value: it is that other model's broken payload, not the first one's.
struct CloserFailingFitTests {
  static let models: [WorkspaceModel] = [.model(RefundPage.self), .model(HistoryPage.self)]

  static let malformed = #"""
    {"revision": "r1", "hasMore": false, "items": ["t1"], "bundleId": "com.example", "appId": "oops",
     "environment": "Sandbox"}
    """#

  @Test func theModelWhoseKeysHoldClearlyMoreTakesItAsBroken() throws {
    let fit = ModelFit(try PayloadText(parsing: Data(Self.malformed.utf8)), models: Self.models)
    #expect(fit.best?.model.name == "RefundPage")
    #expect(fit.closerFailing?.model.name == "HistoryPage")
  }

  @Test func aPayloadTheDecodingModelReadsWellStaysItsOwn() throws {
    // One key the decoding model does not know is not enough to call it the other's broken one.
    let extra = #"{"revision": "r1", "hasMore": false, "items": ["t1"], "bundleId": "com.example"}"#
    #expect(ModelFit(try PayloadText(parsing: Data(extra.utf8)), models: Self.models).closerFailing == nil)
  }

  @Test func aModelThatReadsEveryTopLevelKeyKeepsIt() throws {
    let payload = #"""
      {"data": {"elevation": -1030.4}, "meta": {"cost": 1, "quota": 50, "lat": 0, "lng": 0, "requestCount": 7}}
      """#
    let fit = ModelFit(
      try PayloadText(parsing: Data(payload.utf8)), models: [.model(FullResponse.self), .model(LeanResponse.self)])
    #expect(fit.best?.model.name == "LeanResponse")
    #expect(fit.closerFailing == nil)
  }

  @Test func lintCallsItBrokenForTheModelItFails() {
    var workspace = Workspace("Store", directory: "/ws", models: Self.models)
    workspace.fitsInThisProcess = true
    let files = InMemoryFileSystem([
      "/ws/Fixtures/with-malformed-app-id.json": Data(Self.malformed.utf8),
      "/ws/Fixtures/refunds.json": Data(#"{"revision": "r2", "hasMore": true, "items": []}"#.utf8),
    ])
    let fixtures = Dictionary(
      uniqueKeysWithValues: workspace.assignedFixtures(in: .test(files: files)).map { ($0.name, $0) })
    #expect(fixtures["with-malformed-app-id.json"]?.modelName == "HistoryPage")
    #expect(fixtures["with-malformed-app-id.json"]?.fitFails == true)
    #expect(fixtures["refunds.json"]?.modelName == "RefundPage")
  }
}
