import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A model that checks a number or a flag as soon as it reads it refuses the placeholder there
/// (`maxAttempts` must be greater than one): learned with no fixture, it is handed other values at
/// that key until one passes, so that the keys after it are learned too.
struct RefusedPlaceholderTests {
  struct Limits: Decodable {
    var attempts: Int
    var ratio: Double
    var enabled: Bool
    var codes: [String]
    enum CodingKeys: String, CodingKey { case attempts, ratio, enabled, codes }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .attempts)
      guard attempts > 1 else {
        throw DecodingError.dataCorruptedError(forKey: .attempts, in: container, debugDescription: "too few")
      }
      ratio = try container.decode(Double.self, forKey: .ratio)
      enabled = try container.decode(Bool.self, forKey: .enabled)
      codes = try container.decode([String].self, forKey: .codes)
    }
  }

  struct Holder: Decodable {
    var name: String
    var limits: Limits?
  }

  struct AlwaysRefuses: Decodable {
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: RefusedPlaceholderTests.Limits.CodingKeys.self)
      _ = try container.decode(Int.self, forKey: .attempts)
      throw DecodingError.dataCorruptedError(forKey: .attempts, in: container, debugDescription: "never")
    }
  }

  @Test func theKeysAfterARefusedPlaceholderAreLearned() {
    let schema = SchemaDiscovery.discover(Limits.self)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description) == ["attempts", "ratio", "enabled", "codes"])
  }

  @Test func soAreTheyInsideAnotherModel() {
    let schema = SchemaDiscovery.discover(Holder.self)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description).contains("limits.codes"))
  }

  struct Retry: Decodable {
    var attempts: Int
    var backoff: ValidatedStringWrapperTests.Seconds
    var codes: [String]
    enum CodingKeys: String, CodingKey { case attempts, backoff, codes }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .attempts)
      guard attempts > 1 else {
        throw DecodingError.dataCorruptedError(forKey: .attempts, in: container, debugDescription: "too few")
      }
      backoff = try container.decode(ValidatedStringWrapperTests.Seconds.self, forKey: .backoff)
      codes = try container.decode([String].self, forKey: .codes)
    }
  }

  @Test func valuesRefusedOneAfterAnotherAreEachReplaced() {
    let schema = SchemaDiscovery.discover(Retry.self)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description) == ["attempts", "backoff", "codes"])
  }

  @Test func aModelThatRefusesEveryValueKeepsItsGap() {
    let schema = SchemaDiscovery.discover(AlwaysRefuses.self)
    #expect(schema.unlearned.count == 1)
    #expect(schema.fieldPaths.map(\.path.description) == ["attempts"])
  }
}
