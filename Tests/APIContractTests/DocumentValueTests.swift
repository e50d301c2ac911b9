import Foundation
import JSONCore
import OpenAPIKitCore
import Testing

@testable import APIContract

/// A document's values (examples, enum values, defaults) read as JSON values, as `JSONEncoder`
/// would write them with sorted keys.
@Suite struct DocumentValueTests {
  @Test(arguments: [
    #"{"b": [1, 2.5, null, true], "a": {"z": "x", "y": 3.0}}"#, #"["one", -7, 1e300, false]"#, #"null"#,
    #"{"empty": {}, "list": []}"#,
  ])
  func aDecodedValueReadsAsTheEncoderWritesIt(_ text: String) throws {
    let decoded = try JSONDecoder().decode(AnyCodable.self, from: Data(text.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let written = try JSONParser.parse(try encoder.encode(decoded))
    #expect(JSONValue(openAPI: decoded) == written)
  }

  @Test func keysAreSortedAndWholeNumbersLoseTheirFraction() throws {
    let decoded = try JSONDecoder().decode(AnyCodable.self, from: Data(#"{"b": 3.0, "a": 0.5}"#.utf8))
    #expect(JSONValue(openAPI: decoded)?.compactText == #"{"a":0.5,"b":3}"#)
  }
}
