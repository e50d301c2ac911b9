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
    #expect(result.trace.failures.first?.message == #"the required key "closed_at" is missing"#)
  }
}

/// A key the model reads that its decoder's key strategy can never give it is named as such in
/// the failure, with the spelling that would be read.
struct UnreadableKeyTests {
  struct Trader: Decodable {
    let tradingName: String
    let userID: Int

    enum CodingKeys: String, CodingKey {
      case tradingName = "trading_name"
      case userID
    }
  }

  @Test func aSnakeCaseCodingKeyUnderConvertFromSnakeCaseIsNeverRead() throws {
    let text = #"{"trading_name": "Corner", "user_id": 7}"#
    let result = try TracingDecoder.trace(
      Trader.self, from: Data(text.utf8), options: DecodingOptions(keys: .convertFromSnakeCase))
    let messages = result.trace.failures.map(\.message)
    #expect(
      messages.first
        == #"the required key "trading_name" is missing; no key is ever read as "trading_name" under "#
        + #"convertFromSnakeCase (it reads "trading_name" as "tradingName"): spell the CodingKey "tradingName""#)
    #expect(
      messages.last?.hasSuffix(
        #"the payload's "user_id" is read as "userId" under convertFromSnakeCase, not as "userID": spell the "#
          + #"CodingKey "userId""#) == true, "\(messages)")
  }

  @Test func keysTheStrategyReadsGetNoNote() throws {
    let text = #"{"user_id": 7}"#
    let result = try TracingDecoder.trace(
      Trader.self, from: Data(text.utf8), options: DecodingOptions(keys: .useDefaultKeys))
    #expect(result.trace.failures.allSatisfy { !$0.message.contains(";") }, "\(result.trace.failures)")
  }
}
