import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A single-value type that parses its string and refuses any other form (`"1s"` as a
/// duration), read by a model that checks what it gets: learned from the sample's own values.
struct ValidatedStringWrapperTests {
  struct Seconds: Decodable {
    var value: Double
    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      guard text.hasSuffix("s"), let value = Double(text.dropLast()) else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a duration"))
      }
      self.value = value
    }
  }

  struct Policy: Decodable {
    var attempts: Int
    var initial: Double
    var most: Double
    var factor: Double
    enum CodingKeys: String, CodingKey { case maxAttempts, initialBackoff, maxBackoff, backoffMultiplier }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      attempts = try container.decode(Int.self, forKey: .maxAttempts)
      guard attempts > 1 else {
        throw DecodingError.dataCorruptedError(forKey: .maxAttempts, in: container, debugDescription: "too few")
      }
      initial = try container.decode(Seconds.self, forKey: .initialBackoff).value
      guard initial > 0 else {
        throw DecodingError.dataCorruptedError(forKey: .initialBackoff, in: container, debugDescription: "zero")
      }
      most = try container.decode(Seconds.self, forKey: .maxBackoff).value
      factor = try container.decode(Double.self, forKey: .backoffMultiplier)
    }
  }

  @Test func everyKeyIsLearnedFromTheSamplesValues() throws {
    let valid = try JSONParser.parse(
      Data(#"{"maxAttempts": 3, "initialBackoff": "1s", "maxBackoff": "3s", "backoffMultiplier": 1.6}"#.utf8))
    let others = try [
      #"{"maxAttempts": 3, "initialBackoff": "0s", "maxBackoff": "3s", "backoffMultiplier": 1.6}"#,
      #"{"maxAttempts": 1, "initialBackoff": "1s", "maxBackoff": "3s", "backoffMultiplier": 1.6}"#,
    ].map { try JSONParser.parse(Data($0.utf8)) }
    let schema = SchemaDiscovery.discover(Policy.self, options: .init(), stoppingAt: nil, sample: valid, seen: others)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    // maxAttempts 1 is refused, not a branch that reads other keys.
    #expect(schema.branchings.isEmpty, "\(schema.branchings)")
    #expect(
      schema.fieldPaths.map(\.path.description) == ["maxAttempts", "initialBackoff", "maxBackoff", "backoffMultiplier"])
  }
}
