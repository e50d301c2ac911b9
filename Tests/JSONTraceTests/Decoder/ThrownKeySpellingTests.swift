import Foundation
import Testing

@testable import JSONTrace

/// An error the model's own code throws for a key of its container names the key as the model
/// does; the tracer reports it at the key the payload holds, under every key strategy.
struct ThrownKeySpellingTests {
  struct Stamped: Decodable {
    let createdAt: String
    let closedAt: String?

    enum CodingKeys: String, CodingKey { case createdAt, closedAt }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let text = try container.decode(String.self, forKey: .createdAt)
      guard text.hasPrefix("20") else {
        throw DecodingError.dataCorruptedError(forKey: .createdAt, in: container, debugDescription: "not a timestamp")
      }
      createdAt = text
      guard try container.decodeIfPresent(String.self, forKey: .closedAt) != nil else {
        throw DecodingError.keyNotFound(CodingKeys.closedAt, .init(codingPath: [], debugDescription: "no closed at"))
      }
      closedAt = nil
    }
  }

  struct Holder: Decodable {
    let lastOrder: Stamped
  }

  @Test(arguments: [
    (
      DecodingOptions.Keys.convertFromSnakeCase, #"{"last_order": {"created_at": "yesterday"}}"#,
      "last_order.created_at"
    ),
    (.convertFromWords, #"{"last-order": {"created-at": "yesterday"}}"#, #"["last-order"]["created-at"]"#),
  ])
  func aKeyTheModelThrowsForIsThePayloadsKey(keys: DecodingOptions.Keys, text: String, path: String) throws {
    let result = try TracingDecoder.trace(Holder.self, from: Data(text.utf8), options: DecodingOptions(keys: keys))
    #expect(result.trace.failures.map(\.path.description).first == path)
  }

  @Test func aKeyMissingFromThePayloadIsSpelledAsAMissingKeyIs() throws {
    let text = #"{"created_at": "2024-01-01"}"#
    let options = DecodingOptions(keys: .convertFromSnakeCase)
    let result = try TracingDecoder.trace(Stamped.self, from: Data(text.utf8), options: options)
    #expect(result.trace.failures.map(\.path.description) == ["closed_at"])
  }
}
