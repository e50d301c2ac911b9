import Foundation
import JSONCore
import Testing

/// `JSONDecoder` accepts a comma that closes no element, and so does parsing as it reads; nothing
/// else it refuses is accepted.
struct TrailingCommaTests {
  @Test func aTrailingCommaIsBlankedInPlaceOutsideStringsOnly() {
    let text = #"{"a": ["x,]", 1,], "b\",}": {"c": 2 , },}"#
    let blanked = String(decoding: JSONParser.blankingTrailingCommas(Array(text.utf8)), as: UTF8.self)
    #expect(blanked == #"{"a": ["x,]", 1 ], "b\",}": {"c": 2   } }"#)
    #expect(JSONParser.trailingCommaOffsets(in: Array(text.utf8)).count == 3)
    #expect(
      JSONParser.trailingCommaOffsets(in: Data(text.utf8)) == JSONParser.trailingCommaOffsets(in: Array(text.utf8)))
    #expect(JSONParser.trailingCommaOffsets(in: Array(text.utf8).reversed().reversed()).count == 3)
  }

  @Test func aCommaBeforeABracketInsideAStringOnlyIsNoTrailingComma() {
    #expect(JSONParser.trailingCommaOffsets(in: Data(#"["a, ]", {"b,}": 1}]"#.utf8)).isEmpty)
  }

  @Test(arguments: [#"["a", "b"]"#, #"{"a": "x", "b": ["y", {"c": "z"}]}"#, "[1, 2]", #"{"a": [] , "b": {}}"#])
  func commasBetweenElementsAreKept(_ text: String) {
    #expect(JSONParser.trailingCommaOffsets(in: Array(text.utf8)).isEmpty)
  }

  @Test(arguments: [#"[1,2,]"#, #"{"a": 1,}"#, #"{"a": [1,],}"#, "[\"s\",\n  ]"])
  func whatJSONDecoderAcceptsParses(_ text: String) throws {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    let value = try JSONParser.parseAsDecoderReads(Data(text.utf8))
    #expect(
      value
        == (try JSONParser.parse(String(decoding: JSONParser.blankingTrailingCommas(Array(text.utf8)), as: UTF8.self))))
  }

  @Test(arguments: ["[,]", "{,}", "[1,,2]", "[1,,]", #"{"a":,}"#, "[1 2,]"])
  func whatJSONDecoderRefusesStillFails(_ text: String) {
    #expect(throws: JSONParseError.self) { try JSONParser.parseAsDecoderReads(Data(text.utf8)) }
  }

  @Test func theErrorAfterABlankedCommaIsWhereItIsInTheText() {
    #expect {
      try JSONParser.parseAsDecoderReads(Data("[1,]\n{".utf8))
    } throws: { error in
      (error as? JSONParseError)?.line == 2
    }
  }
}
