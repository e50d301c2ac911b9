import Testing
import WorkbenchUI

struct SearchPatternTests {
  @Test func plainTextMatchesAsBeforeIgnoringCase() {
    let matches = SearchPattern("charizard").lineMatcher()
    #expect(matches(#"  "name": "Charizard","#))
    #expect(!matches(#"  "name": "Pikachu","#))
    #expect(SearchPattern("charizard").problem == nil)
  }

  @Test func aRegularExpressionSeesTheKeyAndValueWithoutIndentationOrComma() {
    let anchored = SearchPattern(#"^"pokedex\w*": \d+$"#).lineMatcher()
    #expect(anchored(#"  "pokedexIndex": 6"#))
    #expect(anchored(#"    "pokedexIndex": 25,"#))
    #expect(!anchored(#"  "pokedexIndex": "6""#))
    let either = SearchPattern("FIRE|water").lineMatcher()
    #expect(either(#"  "baseType": "fire","#))
    #expect(either(#"  "baseType": "water","#))
    #expect(!either(#"  "baseType": "ice","#))
  }

  @Test func textThatIsAlsoAPatternStillMatchesItself() {
    let matches = SearchPattern("v2.4").lineMatcher()
    #expect(matches(#"  "tag_name": "v2.4.0","#))
    #expect(matches(#"  "tag_name": "v2x4","#), "as a pattern, . is any character")
    #expect(SearchPattern("a+b").lineMatcher()(#"  "formula": "a+b""#))
  }

  @Test func anInvalidPatternSaysWhyAndMatchesTheText() {
    let search = SearchPattern("size (")
    #expect(search.problem == "expected ')'")
    #expect(search.lineMatcher()(#"  "note": "size (bytes)""#))
    #expect(!search.lineMatcher()(#"  "size": 10"#))
  }
}
