import Foundation
import JSONCore
import JSONTrace
import Testing

/// A value the model accepts, however it reads it (a second type tried after a first fails), is
/// never a failing field and never a tolerated one; what it drops is tolerated; what stops
/// `JSONDecoder` is listed, each field once, and nothing else.
struct AcceptedValuesTests {
  /// A single value that accepts a number or a string.
  struct Identifier: Decodable {
    var text: String
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Int.self) {
        text = String(number)
      } else {
        text = try container.decode(String.self)
      }
    }
  }

  struct Invoice: Decodable {
    var id: Identifier
    var total: Int
    var due: Date?
    var customer: Identifier

    enum CodingKeys: String, CodingKey { case id, total, due, customer }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Identifier.self, forKey: .id)
      total = try container.decode(Int.self, forKey: .total)
      due = try? container.decodeIfPresent(Date.self, forKey: .due)
      customer = try container.decode(Identifier.self, forKey: .customer)
    }
  }

  static func failures(_ text: String) throws -> [String] {
    let result = try TracingDecoder.trace(
      Invoice.self, from: Data(text.utf8), options: DecodingOptions(dates: .iso8601))
    return result.trace.failures.map { "\($0.path) \($0.kind.rawValue)" }
  }

  @Test func aValueReadAsASecondTypeIsNoFailure() throws {
    #expect(try Self.failures(#"{"id": "inv_8T", "total": 3, "customer": 7}"#) == [])
  }

  @Test func aValueTheModelDropsIsTolerated() throws {
    #expect(try Self.failures(#"{"id": 1, "total": 3, "due": "soon", "customer": "c"}"#) == ["due invalid value"])
  }

  @Test func aBrokenPayloadListsExactlyWhatStopsJSONDecoder() throws {
    let text = #"{"id": "inv_8T", "total": "three", "due": "soon", "customer": true}"#
    #expect(try Self.failures(text) == ["total wrong type", "customer wrong type"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Invoice.self, from: Data(text.utf8))
    }
  }

  @Test func repairingTheListedFieldsMakesItDecode() throws {
    let repaired = #"{"id": "inv_8T", "total": 3, "due": "soon", "customer": "c_1"}"#
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect((try? decoder.decode(Invoice.self, from: Data(repaired.utf8))) != nil)
  }
}

/// An array that drops the elements it cannot decode, as `@LossyArray` wrappers do: an element
/// whose reading fails stays the next one (as in `JSONDecoder`), and the dropped one is tolerated.
struct LossyElementsTests {
  struct Item: Decodable {
    var sku: String
    var count: Int
  }

  struct Basket: Decodable {
    var items: [Item]

    enum CodingKeys: String, CodingKey { case items }
    private struct Skipped: Decodable {}

    init(from decoder: any Decoder) throws {
      var container = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .items)
      var items: [Item] = []
      while !container.isAtEnd {
        if let item = try? container.decode(Item.self) {
          items.append(item)
        } else {
          _ = try container.decode(Skipped.self)
        }
      }
      self.items = items
    }
  }

  @Test func aDroppedElementIsToleratedAndTheNextOneIsRead() throws {
    let text = #"{"items": [{"sku": "a", "count": 1}, {"sku": "b"}, {"sku": "c", "count": 3}]}"#
    let result = try TracingDecoder.trace(Basket.self, from: Data(text.utf8))
    #expect(result.trace.failures.map { "\($0.path) \($0.kind.rawValue)" } == ["items[1].count missing key"])
    let decoded = try JSONDecoder().decode(Basket.self, from: Data(text.utf8))
    #expect(decoded.items.map(\.sku) == ["a", "c"])
  }
}
