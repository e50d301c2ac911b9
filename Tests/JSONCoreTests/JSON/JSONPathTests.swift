import JSONCore
import Testing

struct JSONPathTests {
  @Test func parentDropsTheLastStepAndStopsAtTheRoot() {
    #expect(JSONPath("hours[1].temp").parent == "hours[1]")
    #expect(JSONPath("hours[1]").parent == "hours")
    #expect(JSONPath("name").parent == .root)
    #expect(JSONPath.root.parent == .root)
  }

  @Test func literalsAndDescriptionsRoundTrip() {
    for text in ["moves[2].power", "address.city", "[0].name", "grid[1][2]", "name"] {
      #expect(JSONPath(stringLiteral: text).description == text)
    }
    #expect(JSONPath(stringLiteral: "moves[2].power").components == [.key("moves"), .index(2), .key("power")])
    #expect(JSONPath.root.description == "$")
    #expect(JSONPath([.key("odd key"), .key("x")]).description == #"["odd key"].x"#)
  }

  @Test func aLocationPrefixesMessagesAndNoLocationAddsNothing() {
    #expect(TextLocation.prefix(TextLocation(line: 3, column: 14)) + "name: missing" == "3:14: name: missing")
    #expect(TextLocation.prefix(nil) + "name: missing" == "name: missing")
  }
}
