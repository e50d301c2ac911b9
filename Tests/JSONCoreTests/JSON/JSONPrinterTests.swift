import JSONCore
import Testing

struct JSONPrinterTests {
  let sample: JSONValue = [
    "name": "Charizard",
    "types": ["fire", "flying"],
    "stats": ["hp": 78, "speed": 100.5],
    "empty": [:],
    "none": [],
    "legendary": false,
    "evolvesFrom": nil,
  ]

  @Test func prettyUsesTwoSpacesAndKeepsOrder() {
    #expect(
      sample.prettyText == """
        {
          "name": "Charizard",
          "types": [
            "fire",
            "flying"
          ],
          "stats": {
            "hp": 78,
            "speed": 100.5
          },
          "empty": {},
          "none": [],
          "legendary": false,
          "evolvesFrom": null
        }
        """)
  }

  @Test func compactHasNoWhitespace() {
    #expect(
      sample.compactText
        == #"{"name":"Charizard","types":["fire","flying"],"stats":{"hp":78,"speed":100.5},"empty":{},"none":[],"legendary":false,"evolvesFrom":null}"#
    )
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let text = JSONValue.string("quote \" backslash \\ slash / tab \t newline \n bell \u{7} nul \u{0} é 😀")
    #expect(text.compactText == #""quote \" backslash \\ slash / tab \t newline \n bell \u0007 nul \u0000 é 😀""#)
  }

  @Test func numbersAreWrittenAsGiven() throws {
    let value = try JSONParser.parse("[0.1, 1e400, -0, 1.50, 123456789012345678901234567890]")
    #expect(value.compactText == "[0.1,1e400,-0,1.50,123456789012345678901234567890]")
    #expect(JSONValue.number(JSONNumber(Double(0.1))!).compactText == "0.1")
    #expect((0.1 + 0.2).jsonValue.compactText == "0.30000000000000004")
  }

  @Test func printingWhatWasParsedIsIdempotent() throws {
    let messy = #"  {"b" :[1 , {"c":"\u00e9\n"} ],"a":{ }, "d":"\/"}  "#
    let once = try JSONParser.parse(messy).prettyText
    let twice = try JSONParser.parse(once).prettyText
    #expect(once == twice)
    #expect(try JSONParser.parse(once) == JSONParser.parse(messy))
  }
}

struct JSONValueEditingTests {
  let value: JSONValue = ["a": 1, "list": [1, 2], "c": ["d": true]]

  @Test func replacesRemovesAndInsertsInKeyOrder() {
    #expect(value.replacing("c.d", with: false).compactText == #"{"a":1,"list":[1,2],"c":{"d":false}}"#)
    #expect(value.replacing("list[0]", with: nil).compactText == #"{"a":1,"list":[2],"c":{"d":true}}"#)
    #expect(value.replacing("list[2]", with: 3).compactText == #"{"a":1,"list":[1,2,3],"c":{"d":true}}"#)
    #expect(
      value.replacing("a", with: nil).replacing("a", with: 9, keyOrder: ["a", "list", "c"]).compactText
        == #"{"a":9,"list":[1,2],"c":{"d":true}}"#)
    #expect(
      value.replacing("b", with: 2, keyOrder: ["a", "b", "list", "c"]).compactText
        == #"{"a":1,"b":2,"list":[1,2],"c":{"d":true}}"#)
    #expect(value.replacing("x.y", with: 1) == value)
  }

  @Test func controlsATerminalWouldObeyAreWrittenAsEscapesAndReadBackTheSame() throws {
    let text = "a\u{7F}b\u{85}c\u{9B}d\u{202A}e\u{202E}f\u{2066}g\u{2069}h\u{2067}é\u{2028}"
    let written = String(decoding: JSONPrinter.bytes(of: .string(text), style: .compact), as: UTF8.self)
    // U+2028 is no control: it stays as it is.
    #expect(written == "\"a\\u007fb\\u0085c\\u009bd\\u202ae\\u202ef\\u2066g\\u2069h\\u2067é\u{2028}\"")
    #expect(try JSONParser.parse(written) == .string(text))
  }
}
