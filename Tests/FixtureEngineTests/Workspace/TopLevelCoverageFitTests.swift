import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct CoveredPoint: Decodable, Sendable {
  struct Item: Decodable, Sendable { let elevation: Double }
  struct Meta: Decodable, Sendable {
    let cost: Int
    let dailyQuota: Int
    let requestCount: Int
  }
  let data: Item
  let meta: Meta
}

struct CoveredQuota: Decodable, Sendable {
  let dailyQuota: Int?
  let cost: Int?
}

/// A model that decodes a payload and reads every key of its top level is given it though it
/// reads under half of its values, when what it leaves unread lies inside a key it reads (the
/// metadata an API sends beside the data) and it reads at least a quarter of them; so is one that
/// reads more than half of its top-level keys, beside a large object of another server's it does
/// not model. A model that reads a few top-level keys of many is not.
struct TopLevelCoverageFitTests {
  let point = #"""
    {"data": {"elevation": -1030.4},
     "meta": {"cost": 1, "dailyQuota": 50, "distance": 0.33, "lat": 0.0, "lng": 0.0, "requestCount": 7,
              "elevation": {"source": "GEBCO", "unit": "m"}}}
    """#

  func assigned(_ files: [String: String]) -> [String: FixtureFile] {
    var workspace = Workspace(
      "Weather", directory: "/ws",
      models: [.model(ShareUser.self), .model(CoveredPoint.self), .model(CoveredQuota.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    return Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
  }

  @Test func aModelThatReadsEveryTopLevelKeyIsGivenThePayload() throws {
    let fixture = try #require(assigned(["/ws/Fixtures/elevation-point.json": point])["elevation-point.json"])
    #expect(fixture.modelName == "CoveredPoint")
    #expect(fixture.assignment == .fit)
  }

  @Test func aModelThatReadsAFewTopLevelKeysOfManyIsNot() throws {
    let flat =
      #"{"dailyQuota": 50, "cost": 1, "distance": 0.33, "lat": 0.0, "lng": 0.0, "source": "GEBCO", "unit": "m"}"#
    let fixture = try #require(assigned(["/ws/Fixtures/quota.json": flat])["quota.json"])
    #expect(fixture.assignment == .unassigned)
  }

  @Test func aModelThatReadsMostTopLevelKeysIsGivenThePayloadBesideAnObjectItSkips() throws {
    let extras = (1...30).map { #""feature\#($0)": true"# }.joined(separator: ", ")
    let instance = #"{"dailyQuota": 50, "cost": 1, "vendor": {"# + extras + "}}"
    let fixture = try #require(assigned(["/ws/Fixtures/vendor-instance.json": instance])["vendor-instance.json"])
    #expect(fixture.modelName == "CoveredQuota")
    #expect(fixture.assignment == .fit)
    let half = #"{"dailyQuota": 50, "cost": 1, "lat": 0.0, "vendor": {"# + extras + "}}"
    let unassigned = try #require(assigned(["/ws/Fixtures/vendor-instance.json": half])["vendor-instance.json"])
    #expect(unassigned.assignment == .unassigned)
  }
}

/// A model that reads most top-level keys but little of what they hold does not read well.
struct WellReadKeysFitTests {
  struct Wrapper: Decodable, Sendable {
    struct Inner: Decodable, Sendable { let name: String }
    let first: Inner
    let second: Inner
  }

  @Test func mostKeysReadButLittleUnderThemIsNoFit() throws {
    let fields = (1...20).map { #""field\#($0)": 1"# }.joined(separator: ", ")
    let payload = #"{"first": {"name": "a", "# + fields + #"}, "second": {"name": "b", "# + fields + #"}, "third": 1}"#
    var workspace = Workspace("Wrapped", directory: "/ws", models: [.model(Wrapper.self), .model(CoveredQuota.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(files: InMemoryFileSystem(["/ws/Fixtures/mixed.json": Data(payload.utf8)]))
    let fixture = try #require(workspace.assignedFixtures(in: context).first)
    #expect(fixture.assignment == .unassigned)
  }
}
