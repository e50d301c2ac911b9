import Foundation
import JSONCore
import Testing

struct JSONParserTests {
  @Test func keepsMemberOrderAndNumberText() throws {
    let value = try JSONParser.parse(#"{"z": 0.1, "a": 12345678901234567890, "m": -0.0, "e": 1E+2}"#)
    guard case .object(let object) = value else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["z", "a", "m", "e"])
    #expect(object["z"] == .number(JSONNumber(text: "0.1")!))
    #expect(object["a"]?.compactText == "12345678901234567890")
    #expect(object["m"]?.compactText == "-0.0")
    #expect(object["e"]?.compactText == "1E+2")
  }

  @Test func duplicateKeysAreKeptAndTheFirstOneIsRead() throws {
    let value = try JSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#)
    guard case .object(let object) = value else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["a", "b", "a"])
    #expect(object["a"] == 1)
    #expect(object.duplicateKeys == ["a"])
    #expect(value.compactText == #"{"a":1,"b":2,"a":3}"#)
  }

  @Test func firstDuplicateIsWhatJSONDecoderReadsToo() throws {
    struct Box: Decodable { let a: Int }
    let text = #"{"a": 1, "a": 3}"#
    let decoded = try JSONDecoder().decode(Box.self, from: Data(text.utf8))
    #expect(try JSONParser.parse(text)["a"] == .number(JSONNumber(decoded.a)))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try JSONParser.parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00""#)
    #expect(value == .string("a\"b\\c/d\u{08}\u{0C}\n\r\té😀"))
  }

  @Test func acceptsTopLevelScalarsAndSurroundingWhitespace() throws {
    #expect(try JSONParser.parse(" \t\r\n 42 \n") == 42)
    #expect(try JSONParser.parse("null") == .null)
    #expect(try JSONParser.parse(#""x""#) == "x")
  }

  @Test func skipsAUTF8ByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([:]))
  }

  @Test(arguments: [
    ("{\"a\": 1\n \"b\": 2}", 2, 2, "expected ',' or '}' after an object member, found '\"'"),
    ("[1, 2,]", 1, 7, "trailing comma before ']'; remove the comma or add an element"),
    ("", 1, 1, "the input is empty; expected a JSON value"),
    ("   ", 1, 4, "expected a JSON value, found only white space"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the object key \"a\""),
    ("[01]", 1, 2, "leading zeros are not allowed in numbers"),
    ("[1.]", 1, 4, "expected a digit after the decimal point"),
    ("[nul]", 1, 2, "invalid literal; expected 'null' (JSON literals are lowercase true, false and null)"),
    (
      "{\"é\": \"\u{1}\"}", 1, 8,
      "unescaped control character U+0001 in a string; write it as an escape such as \\n or \\u0001"
    ),
    ("[\"abc]", 1, 2, "unterminated string; add the closing '\"'"),
    ("{'a': 1}", 1, 2, "expected a string key in double quotes, found '''"),
    (
      "[\"\\x\"]", 1, 3,
      "invalid escape \\x in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    ),
    (
      "[\"\\uD800\"]", 1, 3,
      "lone UTF-16 surrogate \\uD800; a high surrogate must be followed by a \\uDC00-\\uDFFF escape"
    ),
    ("{} x", 1, 4, "unexpected 'x' after the JSON value; only white space may follow it"),
    ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
    ("[", 1, 2, "unexpected end of input; expected a value"),
  ])
  func reportsWhereAndWhat(text: String, line: Int, column: Int, message: String) {
    #expect {
      try JSONParser.parse(text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      #expect(error.message == message)
      #expect(error.line == line)
      #expect(error.column == column)
      return true
    }
  }

  @Test func columnsCountCharactersNotBytes() {
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse("[\"ééé\" 1]") }
    #expect(error?.column == 8)
    #expect(error?.offset == 10)
  }

  @Test func invalidUTF8IsAnErrorWithItsByteOffset() {
    let bytes: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    #expect(error?.offset == 4)
    #expect(error?.message == "invalid UTF-8 byte 0xFF at byte offset 4; save the file as UTF-8")
  }

  @Test func overlongAndSurrogateUTF8AreRefused() {
    for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      let bytes = [UInt8(ascii: "\"")] + bad + [UInt8(ascii: "\"")]
      #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }
  }

  @Test func hundredThousandNestedArraysEndInAnError() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    #expect(error?.message == "arrays and objects are nested deeper than 512 levels")
    #expect(error?.column == 513)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let limit = JSONParser.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try JSONParser.parse(deepest).compactText == deepest)
  }

  @Test func numberTextIsCheckedByTheGrammar() {
    #expect(JSONNumber(text: "-0.5e-3") != nil)
    #expect(JSONNumber(text: "1.") == nil)
    #expect(JSONNumber(text: "+1") == nil)
    #expect(JSONNumber(text: "01") == nil)
    #expect(JSONNumber(text: "1 ") == nil)
    #expect(JSONNumber(Double(0.1))?.text == "0.1")
    #expect(JSONNumber(0.1).text == "0.1")
    #expect(JSONNumber(Double(1e300))?.text == "1e300")
    #expect(JSONNumber(Double.nan) == nil)
  }
}
