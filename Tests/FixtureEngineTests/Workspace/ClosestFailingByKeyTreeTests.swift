import Foundation
import JSONCore
import ModelProbe
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// Checks its first value as soon as it reads it: a payload it refuses is read one key deep.
struct CheckedPolicy: Decodable, Sendable {
  let maxAttempts: Int
  let initialBackoff: String
  let multiplier: Double
  let jitter: Double
  let retryableCodes: [String]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxAttempts = try container.decode(Int.self, forKey: .maxAttempts)
    guard maxAttempts <= 10 else {
      throw DecodingError.dataCorruptedError(
        forKey: .maxAttempts, in: container, debugDescription: "maxAttempts must be at most 10")
    }
    initialBackoff = try container.decode(String.self, forKey: .initialBackoff)
    multiplier = try container.decode(Double.self, forKey: .multiplier)
    jitter = try container.decode(Double.self, forKey: .jitter)
    retryableCodes = try container.decode([String].self, forKey: .retryableCodes)
  }

  enum CodingKeys: String, CodingKey {
    case maxAttempts, initialBackoff, multiplier, jitter, retryableCodes
  }
}

/// A payload that no model decodes goes to the model whose key tree holds most of it, however
/// early in the payload the value it refuses sits: how much a model reads before it fails says
/// where the break is, not whose payload it is.
struct ClosestFailingByKeyTreeTests {
  let invalid =
    #"{"maxAttempts": 50, "initialBackoff": "1s", "multiplier": 1.6, "jitter": 0.2, "retryableCodes": ["ABORTED", "UNAVAILABLE"]}"#

  func workspace() -> Workspace {
    var workspace = Workspace(
      "Config", directory: "/ws",
      models: [.model(ShareUser.self), .model(CheckedPolicy.self), .model(ShareToken.self)])
    workspace.fitsInThisProcess = true
    return workspace
  }

  @Test func aPayloadRefusedAtItsFirstValueIsTheBrokenFixtureOfTheModelWhoseKeysItHolds() throws {
    let context = AppContext.test(
      files: InMemoryFileSystem(
        [
          "/ws/Fixtures/policy.invalid.attempts.json": invalid,
          "/ws/Fixtures/mystery.json": #"{"maxAttempts": 2, "flavour": "mint", "scoops": 2, "cone": true}"#,
        ].mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: workspace().assignedFixtures(in: context).map { ($0.name, $0) })
    let broken = try #require(fixtures["policy.invalid.attempts.json"])
    #expect(broken.modelName == "CheckedPolicy")
    #expect(broken.fitFails)
    #expect(try workspace().model(named: "CheckedPolicy").inspect(Data(invalid.utf8)).decodes == false)
    // One key of four that a model knows is not enough to make it that model's.
    #expect(fixtures["mystery.json"]?.assignment == .unassigned)
  }

  @Test func whatAKeyTreeHoldsOfAPayloadIsCountedValueByValue() throws {
    let tree = WorkspaceModel.model(CheckedPolicy.self).schema().root
    let payload = try PayloadText(parsing: Data(invalid.utf8)).value
    #expect(ModelFit.Reading.known(in: payload, by: tree) == 6)
    let other = try PayloadText(parsing: Data(#"{"max_attempts": 1, "extra": [1, 2], "jitter": null}"#.utf8)).value
    #expect(ModelFit.Reading.known(in: other, by: tree) == 2)
  }
}
