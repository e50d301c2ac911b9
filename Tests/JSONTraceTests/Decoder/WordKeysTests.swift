import Foundation
import JSONCore
import Testing

@testable import JSONTrace

struct WordKeyedOrder: Decodable, Equatable {
  let orderId: String
  let userID: Int
  let legacyCode: String
  let addressLine2: String?

  enum CodingKeys: String, CodingKey {
    case orderId, userID, addressLine2
    case legacyCode = "legacy_code"
  }
}

/// Keys read by their words: any separator or case style into the model's spelling, acronyms
/// included; an explicit CodingKey that spells the key as it is stays as written; the tracer and
/// `JSONDecoder` (given the model's uncommon spellings) read the same.
struct WordKeysTests {
  @Test func wordsAreSplitAtSeparatorsAndCaseChanges() {
    #expect(WordKeys.words("order-id") == ["order", "id"])
    #expect(WordKeys.words("userID") == ["user", "ID"])
    #expect(WordKeys.words("URLValue") == ["URL", "Value"])
    #expect(WordKeys.words("address_line_2") == ["address", "line", "2"])
    #expect(WordKeys.words("ORDER_ID") == ["ORDER", "ID"])
    #expect(WordKeys.camelCased("ORDER_ID") == "orderId")
    #expect(WordKeys.camelCased("Order.Id") == "orderId")
    #expect(WordKeys.form("user_id") == WordKeys.form("userID"))
  }

  @Test func keysInAnyStyleAreReadAsTheModelSpellsThem() throws {
    let json = #"{"order-id": "o1", "user_id": 7, "legacy_code": "L", "ADDRESS_LINE_2": "Flat 2"}"#
    let options = DecodingOptions(keys: .convertFromWords)
    let traced = try TracingDecoder.trace(WordKeyedOrder.self, from: Data(json.utf8), options: options)
    let expected = WordKeyedOrder(orderId: "o1", userID: 7, legacyCode: "L", addressLine2: "Flat 2")
    #expect(traced.model == expected)
    #expect(traced.trace.unreadKeys.isEmpty)
    let spelled = DecodingOptions(
      keySpellings: WordKeys.uncommon(["orderId", "userID", "legacy_code", "addressLine2"]))
    #expect(spelled.keySpellings == ["legacy_code", "userID"])
    #expect(try spelled.makeDecoder().decode(WordKeyedOrder.self, from: Data(json.utf8)) == expected)
  }

  @Test func aCodingKeyWrittenAsTheServerSpellsKeysIsReadOnlyAsWritten() throws {
    struct Node: Decodable, Equatable {
      let hostName: String
      let nodeKey: String?
      enum CodingKeys: String, CodingKey {
        case hostName = "Hostname"
        case nodeKey
      }
    }
    #expect(WordKeys.readsByWords("nodeKey") && WordKeys.readsByWords("userID"))
    #expect(!WordKeys.readsByWords("Hostname") && !WordKeys.readsByWords("order_id"))
    // A server in PascalCase: `NodeKey` is read by its words as `nodeKey`, but the model wrote
    // `Hostname` for the server, and `HostName` is another key.
    let json = #"{"HostName": "a", "NodeKey": "k"}"#
    let options = DecodingOptions(keySpellings: WordKeys.uncommon(["Hostname", "nodeKey"]))
    let traced = try TracingDecoder.trace(Node.self, from: Data(json.utf8), options: options)
    #expect(traced.trace.failures.map(\.path) == [JSONPath.root.appending(key: "Hostname")])
    #expect(traced.trace.unreadKeys == [JSONPath.root.appending(key: "HostName")])
    #expect(throws: DecodingError.self) { try options.makeDecoder().decode(Node.self, from: Data(json.utf8)) }
    let written = #"{"Hostname": "a", "NodeKey": "k"}"#
    #expect(
      try options.makeDecoder().decode(Node.self, from: Data(written.utf8)) == Node(hostName: "a", nodeKey: "k"))
  }

  @Test func aMissingKeyIsNamedInTheStyleOfTheKeysBesideIt() throws {
    let json = #"{"user-id": 7, "legacy_code": "L"}"#
    let traced = try TracingDecoder.trace(
      WordKeyedOrder.self, from: Data(json.utf8), options: DecodingOptions(keys: .convertFromWords))
    #expect(traced.trace.failures.map(\.path) == [JSONPath.root.appending(key: "order-id")])
  }

  @Test func optionsKeptBeforeSpellingsWereNamedStillDecode() throws {
    let sent = try JSONEncoder().encode(DecodingOptions(keys: .convertFromWords, dates: .iso8601))
    var object = try #require(try JSONSerialization.jsonObject(with: sent) as? [String: Any])
    #expect(object.removeValue(forKey: "keySpellings") != nil)
    let kept = try JSONSerialization.data(withJSONObject: object)
    let options = try JSONDecoder().decode(DecodingOptions.self, from: kept)
    #expect(options.keys == .convertFromWords)
    #expect(options.keySpellings.isEmpty)
  }
}
