import JSONFragment
import ModelProbe
import Testing
import Wild

/// A post decoded by its `type`: discovery tries every case of the discriminating enum, so every
/// branch's keys are learned, and the probe maps each branch's keys to their properties.
struct PolymorphicDiscoveryTests {
  @Test func everyBranchOfADiscriminatedEnumIsLearned() throws {
    let schema = SchemaDiscovery.discover(Post.self)
    #expect(
      schema.fieldPaths.map(\.path.description) == ["type", "url", "width", "height", "question", "options", "title"])
    let branching = try #require(schema.branchings.first)
    #expect(schema.branchings.count == 1)
    #expect(branching.object == .root)
    #expect(branching.discriminator == "type")
    #expect(
      branching.branches.map { "\($0.valueText): \($0.keys.joined(separator: ", "))" } == [
        "image: url, width, height", "poll: question, options", "link: url, title",
      ])
  }

  @Test func anEnumThatDecidesNothingIsNoBranching() {
    let schema = SchemaDiscovery.discover(Forecast.self, options: .init(dates: .iso8601))
    #expect(schema.branchings.isEmpty)
  }

  @Test func eachBranchsKeysMapToItsOwnPropertiesAndASharedKeyIsNotGuessed() {
    let schema = SchemaDiscovery.discover(Post.self)
    let map = KeyPropertyMapper.map(Post.self, schema: schema)
    #expect(map.properties["question"]?.map(\.description) == ["poll", "question"])
    #expect(map.properties["options[0]"]?.map(\.description) == ["poll", "options", "[0]"])
    #expect(map.properties["width"]?.map(\.description) == ["image", "width"])
    #expect(map.properties["url"] == nil, "url is in two branches: \(map.properties["url"] ?? [])")
    #expect(map.unmapped.contains("url"))
  }
}
