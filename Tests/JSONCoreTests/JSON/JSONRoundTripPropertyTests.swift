import Foundation
import JSONCore
import TestPayloads
import Testing

/// `parse(print(v)) == v` and printing is idempotent, over thousands of generated values.
struct JSONRoundTripPropertyTests {
  @Test(arguments: [JSONPrintStyle.compact, .pretty])
  func parsingWhatWasPrintedGivesTheSameValueAndPrintingAgainTheSameBytes(style: JSONPrintStyle) throws {
    var generator = RandomJSON(random: SplitMix64(seed: style == .compact ? 1 : 2))
    for _ in 0..<3_000 {
      let value = generator.value()
      let printed = JSONPrinter.bytes(of: value, style: style)
      let parsed = try JSONParser.parse(Data(printed))
      try #require(parsed == value, "round trip changed \(value.compactText)")
      try #require(JSONPrinter.bytes(of: parsed, style: style) == printed)
    }
  }

  @Test func foundationReadsWhatWePrintAsTheSameStrings() throws {
    // An independent parser agrees on every string we escape (objects without duplicate keys).
    var generator = RandomJSON(random: SplitMix64(seed: 3))
    for _ in 0..<2_000 {
      let text = generator.string()
      let printed = Data(JSONPrinter.bytes(of: .array([.string(text)]), style: .compact))
      let decoded = try JSONDecoder().decode([String].self, from: printed)
      try #require(decoded == [text], "JSONDecoder read \(decoded) for \(JSONValue.string(text).compactText)")
    }
  }
}
