import Foundation
import JSONFragment
import JSONTrace
import Testing

@testable import ModelProbe

/// Under `convertFromSnakeCase`, `address_line_2` and `address_line2` both read as
/// `addressLine2`: the schema spells a key as the fixture it is learned over does, so the key the
/// payload has is the key the schema shows, never an invented one.
struct SnakeCaseDigitKeysTests {
  struct Address: Decodable {
    var addressLine1: String
    var addressLine2: String?
    var postcode: String
  }

  let options = DecodingOptions(keys: .convertFromSnakeCase)

  func keys(_ schema: ModelSchema) -> [String] {
    guard case .object(_, let fields) = schema.root else { return [] }
    return fields.map(\.key)
  }

  @Test func aSampleSpellsTheKeysWithDigits() throws {
    let sample = try JSONParser.parse(#"{"address_line_1": "1 Main St", "address_line_2": "Flat 2", "postcode": "N1"}"#)
    let schema = SchemaDiscovery.discover(Address.self, options: options, stoppingAt: nil, sample: sample)
    #expect(keys(schema) == ["address_line_1", "address_line_2", "postcode"])
  }

  @Test func withoutASampleTheDigitStaysWithItsWord() {
    let schema = SchemaDiscovery.discover(Address.self, options: options, stoppingAt: nil)
    #expect(keys(schema) == ["address_line1", "address_line2", "postcode"])
  }

  @Test func aSampleThatSpellsItTheOtherWayIsFollowedToo() throws {
    let sample = try JSONParser.parse(#"{"address_line1": "1 Main St", "postcode": "N1"}"#)
    let schema = SchemaDiscovery.discover(Address.self, options: options, stoppingAt: nil, sample: sample)
    #expect(keys(schema) == ["address_line1", "address_line2", "postcode"])
  }
}
