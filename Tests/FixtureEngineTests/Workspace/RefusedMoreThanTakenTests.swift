import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A resource in a JSON:API style envelope that checks its `type`.
struct TypedAccountResource: Decodable, Sendable {
  struct Attributes: Decodable, Sendable {
    let name: String
    let country: String
  }

  struct Resource: Decodable, Sendable {
    let type: String
    let attributes: Attributes

    init(from decoder: any Decoder) throws {
      // As SimpleMDM's resources do: the attributes first, then the type checked.
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attributes = try container.decode(Attributes.self, forKey: .attributes)
      type = try container.decode(String.self, forKey: .type)
      guard type == "account" else {
        throw DecodingError.dataCorruptedError(
          forKey: .type, in: container, debugDescription: "Expected type of resource to be \"account\"")
      }
    }

    enum CodingKeys: String, CodingKey { case type, attributes }
  }

  let data: Resource
}

/// A payload that a model refuses in more fields than it takes is not that model's broken one
/// (SimpleMDM's mocks of test-only types: a `type` the envelope refuses, `attributes` empty); one
/// it takes more of than it refuses still is.
struct RefusedMoreThanTakenTests {
  @Test func aMockTheModelRefusesMoreThanItTakesIsUnassignedAndABrokenOneIsBroken() throws {
    var workspace = Workspace(
      "Mdm", directory: "/ws", models: [.model(ShareUser.self), .model(TypedAccountResource.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(
      files: InMemoryFileSystem(
        [
          "/ws/Fixtures/unique-mock.json": #"{"data": {"type": "unique_mock", "attributes": {}}}"#,
          "/ws/Fixtures/missing-country.json": #"{"data": {"type": "account", "attributes": {"name": "Ana"}}}"#,
        ].mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(fixtures["unique-mock.json"]?.assignment == .unassigned)
    let broken = try #require(fixtures["missing-country.json"])
    #expect(broken.modelName == "TypedAccountResource")
    #expect(broken.fitFails)
  }
}
