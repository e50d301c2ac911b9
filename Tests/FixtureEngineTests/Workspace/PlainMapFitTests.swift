import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing

/// Any object's keys, each with a number or a string.
private struct Readings<Value: Decodable & Sendable>: Decodable, Sendable {
  var values: [String: Value]
  init(from decoder: any Decoder) throws {
    values = try decoder.singleValueContainer().decode([String: Value].self)
  }
}

private struct Policy: Decodable, Sendable {
  var maxAttempts: Int
  var initialBackoff: String
}

/// A model that keeps whatever keys an object holds with plain values decodes nearly any flat
/// object: that it decodes one says nothing of it, so a fit never gives it a payload with keys, and
/// a payload that fails as the model whose keys it holds stays that model's broken one.
struct PlainMapFitTests {
  static let models: [WorkspaceModel] = [
    .model(Readings<Double>.self, name: "Readings<Double>"), .model(Policy.self),
  ]

  @Test func aMapOfPlainValuesIsNoFitForAnObjectWithKeys() throws {
    let payload = try PayloadText(parsing: Data(#"{"maxAttempts": 4, "initialBackoff": 2}"#.utf8))
    let fit = ModelFit(payload, models: Self.models)
    #expect(fit.best == nil)
    #expect(fit.closestFailing?.model.name == "Policy")
  }

  @Test func theModelWhoseKeysItHoldsStillWins() throws {
    let payload = try PayloadText(parsing: Data(#"{"maxAttempts": 4, "initialBackoff": "2s"}"#.utf8))
    #expect(ModelFit(payload, models: Self.models).best?.model.name == "Policy")
  }
}
