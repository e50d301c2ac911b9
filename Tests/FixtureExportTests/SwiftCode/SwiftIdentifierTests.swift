import JSONFragment
import JSONTrace
import Testing

@testable import FixtureEngine
@testable import FixtureExport

struct SwiftIdentifierTests {
  @Test(arguments: [
    ("tag_name", "tagName"), ("content-type", "contentType"), ("2fa", "_2fa"), ("ä b", "b"), ("🔥", "field"),
    ("", "field"), ("_", "field"), ("HTMLURL", "hTMLURL"), ("pokedexIndex", "pokedexIndex"),
  ])
  func keysBecomeLowerCamelIdentifiers(key: String, identifier: String) {
    #expect(SwiftIdentifier.lowerCamel(key) == identifier)
  }

  @Test func keywordsAreBacktickedAndOtherNamesLeftAlone() {
    #expect(SwiftIdentifier.escaped("class") == "`class`")
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("Type") == "`Type`")
    #expect(SwiftIdentifier.escaped("name") == "name")
  }

  @Test func namesAreUniqueInAScopeAndReservedNamesAreRenamed() {
    var scope = IdentifierScope(reserved: SwiftIdentifier.fragmentMembers)
    #expect(scope.claim(SwiftIdentifier.lowerCamel("a_b")) == "aB")
    #expect(scope.claim(SwiftIdentifier.lowerCamel("aB")) == "aB2")
    #expect(scope.claim("keys") == "keysField")
    #expect(scope.claim("Model") == "ModelField")
    #expect(scope.claim("keys") == "keysField2")
  }

  @Test func typeNamesAreUpperCamelWithAFallbackForLeadingDigits() {
    #expect(
      SwiftIdentifier.upperCamel("failing/renamed-and-retyped.json", fallback: "State")
        == "FailingRenamedAndRetypedJson")
    #expect(SwiftIdentifier.upperCamel("42 ways", fallback: "State") == "State42Ways")
    #expect(SwiftIdentifier.upperCamel("🔥", fallback: "State") == "State")
  }

  @Test func stringLiteralsEscapeQuotesBackslashesInterpolationAndControls() {
    #expect(SwiftLiteral.string(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
    #expect(SwiftLiteral.string("a\nb\tc\r\u{1}\u{7F}") == #""a\nb\tc\r\u{1}\u{7F}""#)
    #expect(SwiftLiteral.string("ä 🔥") == "\"ä 🔥\"")
  }

  @Test func jsonLiteralsKeepNumberTextAndStructure() throws {
    #expect(
      SwiftLiteral.json(try JSONParser.parse(#"{"a": [1, 2.5, null, true], "b": {}}"#))
        == #"["a": [1, 2.5, .null, true], "b": [:]]"#)
    #expect(SwiftLiteral.json(try JSONParser.parse("1.50")) == #".number(JSONNumber(text: "1.50")!)"#)
    #expect(
      SwiftLiteral.json(try JSONParser.parse("12345678901234567890"))
        == #".number(JSONNumber(text: "12345678901234567890")!)"#)
  }

  @Test func pathsAreStringLiteralsOnlyWhenEveryKeyIsPlain() {
    #expect(SwiftLiteral.path("assets[0].state") == #""assets[0].state""#)
    #expect(
      SwiftLiteral.path(JSONPath([.key("content-type"), .index(1)])) == #"JSONPath([.key("content-type"), .index(1)])"#)
    #expect(SwiftLiteral.path(.root) == ".root")
  }

  @Test func identifiersAndFileNamesOfGenericModelsAreValid() {
    #expect(SwiftIdentifier.upperCamel(SwiftTypeName.words("Page<Forecast>"), fallback: "Model") == "PageOfForecast")
    #expect(
      SwiftIdentifier.upperCamel(SwiftTypeName.words("Pair<Int, String>"), fallback: "Model") == "PairOfIntAndString")
    #expect(SwiftIdentifier.lowerCamel(SwiftTypeName.words("Page<Forecast>")) == "pageOfForecast")
  }
}
