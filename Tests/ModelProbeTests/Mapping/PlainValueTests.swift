import Foundation
import JSONCore
import JSONTrace
import Testing

@testable import ModelProbe

/// The plain values' fast path answers as the casts do, for every pairing of a decoded value, a
/// JSON scalar and a schema reading, matches and mismatches alike.
struct PlainValueTests {
  static let decoded: [any Sendable] = [
    "", "Ada", "42", "1.5", "true", "2024-01-02T03:04:05Z", "https://example.com/a",
    0, 42, -7, Int.max, 1.5, -0.0, 0.0, 42.0, 1e300, true, false,
  ]
  static let scalars: [JSONValue] = [
    .string(""), .string("Ada"), .string("42"), .string("1.5"), .string("true"),
    .string("2024-01-02T03:04:05Z"), .string("https://example.com/a"),
    .number(0), .number(42), .number(-7), .number(JSONNumber(text: "9223372036854775807")!),
    .number(JSONNumber(text: "9223372036854775808")!), .number(JSONNumber(text: "42.0")!), .number(1.5),
    .number(JSONNumber(text: "-0.0")!), .number(JSONNumber(text: "1e300")!), .bool(true), .bool(false), .null,
  ]
  static let readings: [ScalarMatch.Reading?] = [
    nil, .string, .integer, .float, .decimal, .otherNumber, .url, .date, .uuid, .enumeration, .other,
  ]

  @Test func thePlainPathAnswersAsTheCastsDo() {
    let match = ScalarMatch(options: DecodingOptions(dates: .iso8601))
    var compared = 0
    var matched = 0
    for actual in Self.decoded {
      #expect(PlainValue(actual) != nil, "\(actual) is a plain value")
      for scalar in Self.scalars {
        for reading in Self.readings {
          let fast = match.matches(scalar, actual, as: reading)
          let cast = match.matchesByCasting(scalar, actual, as: reading)
          #expect(fast == cast, "\(actual) against \(scalar.compactText) read as \(String(describing: reading))")
          compared += 1
          if fast { matched += 1 }
        }
      }
    }
    #expect(compared == Self.decoded.count * Self.scalars.count * Self.readings.count)
    // Both answers occur, so the comparison is not of two paths that always say no.
    #expect(matched > 50 && matched < compared - 50, "\(matched) of \(compared) matched")
  }

  @Test func otherTypesAreNotPlain() {
    #expect(PlainValue(UUID()) == nil)
    #expect(PlainValue(Float(1)) == nil)
    #expect(PlainValue(Int64(1)) == nil)
    #expect(PlainValue(Decimal(1)) == nil)
    #expect(PlainValue(NSString(string: "bridged")) == nil)
  }
}
