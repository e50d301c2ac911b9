import Foundation
import JSONFragment
import Testing
import Wild

@testable import ModelProbe

/// A discriminator that is a plain string (`switch kind { case "mention": ... }`) lists no cases:
/// discovery tries the values the fixtures hold, and learns the keys each one leads to.
struct FixtureDiscriminatorTests {
  static func payload(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

  static func notices() throws -> [JSONValue] {
    try [
      payload(#"{"kind": "mention", "post_id": 1, "excerpt": "hi"}"#),
      payload(#"{"kind": "follow", "follower": "ridgewalker"}"#),
      payload(#"{"kind": "like", "post_id": 2, "count": 12}"#),
    ]
  }

  static func described(_ schema: ModelSchema) -> [String] {
    schema.branchings.flatMap { branching in
      branching.branches.map { "\(branching.discriminator) = \($0.valueText): \($0.keys.joined(separator: ", "))" }
    }
  }

  @Test func aStringComparedWithFixedValuesBranchesOnTheValuesTheFixturesHold() throws {
    let samples = try Self.notices()
    let schema = SchemaDiscovery.discover(
      Notice.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: Array(samples.dropFirst()))
    #expect(
      Self.described(schema) == [
        "kind = mention: post_id, excerpt", "kind = follow: follower", "kind = like: post_id, count",
      ])
    #expect(schema.fieldPaths.map(\.path.description) == ["kind", "post_id", "excerpt", "follower", "count"])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
  }

  @Test func eachStringBranchsKeysMapToTheirOwnCase() throws {
    let samples = try Self.notices()
    let schema = SchemaDiscovery.discover(
      Notice.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: Array(samples.dropFirst()))
    let map = KeyPropertyMapper.map(Notice.self, schema: schema)
    #expect(map.properties["excerpt"]?.map(\.description) == ["mention", "excerpt"])
    #expect(map.properties["follower"]?.map(\.description) == ["follow", "follower"])
    #expect(map.properties["count"]?.map(\.description) == ["like", "count"])
    #expect(map.properties["post_id"] == nil, "post_id is in two branches")
  }

  @Test func withoutFixturesAStringDiscriminatorIsAGapNotABranching() {
    let schema = SchemaDiscovery.discover(Notice.self)
    #expect(schema.branchings.isEmpty)
    #expect(schema.unlearned.map(\.path) == [.root])
  }

  @Test func valuesThatLeadToTheSameKeysAreNoBranching() throws {
    let samples = try [
      Self.payload(#"{"kind": "like", "post_id": 2, "count": 12}"#),
      Self.payload(#"{"kind": "like", "post_id": 3, "count": 7}"#),
    ]
    let schema = SchemaDiscovery.discover(
      Notice.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: [samples[1]])
    #expect(schema.branchings.isEmpty)
    #expect(schema.fieldPaths.map(\.path.description) == ["kind", "post_id", "count"])
  }

  @Test func anEnumLearnedOverALaterCaseStillListsEveryCaseInItsOrder() throws {
    let poll = try Self.payload(#"{"type": "poll", "question": "Rain?", "options": ["yes", "no"]}"#)
    let schema = SchemaDiscovery.discover(Post.self, options: .init(), stoppingAt: nil, sample: poll)
    #expect(
      Self.described(schema) == [
        "type = image: url, width, height", "type = poll: question, options", "type = link: url, title",
      ])
  }

  @Test func candidatesAreCollectedFromEveryArrayElementAndDataIsNotAChoice() throws {
    let feed = try Self.payload(#"{"items": [{"kind": "a"}, {"kind": "b"}, {"kind": "a"}, {"kind": 3}]}"#)
    let kinds = DiscriminatorCandidates.values(at: "items[0].kind", kind: .string, in: [feed])
    #expect(kinds.map(\.text) == ["a", "b"])
    let numbers = DiscriminatorCandidates.values(at: "items[0].kind", kind: .integer, in: [feed])
    #expect(numbers.map(\.text) == ["3"])
    let names = try (0...DiscriminatorCandidates.mostValues).map { try Self.payload(#"{"name": "n\#($0)"}"#) }
    #expect(DiscriminatorCandidates.values(at: "name", kind: .string, in: names).isEmpty)
  }

  @Test(arguments: [
    #"{"kind": "like", "post_id": 2, "count": 12}"#, #"{"kind": "mention", "post_id": 1, "excerpt": "hi"}"#,
  ])
  func aSharedKeyIsComparedThroughTheBranchThePayloadSelects(_ text: String) throws {
    let samples = try Self.notices()
    let schema = SchemaDiscovery.discover(
      Notice.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: Array(samples.dropFirst()))
    let map = KeyPropertyMapper.map(Notice.self, schema: schema)
    let payload = try Self.payload(text)
    let notice = try JSONDecoder().decode(Notice.self, from: Data(text.utf8))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: notice)
    #expect(results.first { $0.path == "post_id" }?.verdict == .match, "\(results)")
    #expect(results.filter { $0.verdict == .match }.count == 2, "\(results)")
    // Another notice's post_id is a mismatch, not a match by accident.
    let other = Notice.like(postID: 99, count: 12)
    let compared = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: other)
    #expect(compared.first { $0.path == "post_id" }?.verdict != .match)
  }

  @Test func aFixtureTheModelNoLongerDecodesShowsTheBranchItsValueLeadsTo() throws {
    let samples = try Self.notices()
    let learned = SchemaDiscovery.discover(
      Notice.self, options: .init(), stoppingAt: nil, sample: samples[1], broken: [samples[0]])
    #expect(Self.described(learned) == ["kind = follow: follower", "kind = mention: post_id, excerpt"])
    let withoutIt = SchemaDiscovery.discover(Notice.self, options: .init(), stoppingAt: nil, sample: samples[1])
    #expect(withoutIt.branchings.isEmpty)
  }

  @Test func theOneValueOfABrokenFixtureIsTriedWhereTheModelWasHandedAPlaceholder() throws {
    let like = try Self.payload(#"{"notices": [{"kind": "like", "post_id": 2, "count": 12}]}"#)
    let schema = SchemaDiscovery.discover(NoticeList.self, options: .init(), stoppingAt: nil, broken: [like])
    #expect(schema.fieldPaths.map(\.path.description).contains("notices[0].count"), "\(schema.fieldPaths)")
    // A value the model was handed from its fixture is not tried again.
    let same = SchemaDiscovery.discover(
      NoticeList.self, options: .init(), stoppingAt: nil, sample: like, broken: [like])
    #expect(same.branchings.isEmpty)
  }

  struct NoticeList: Decodable {
    var notices: [Notice]
  }

  @Test func aValueTheFirstFixtureLacksIsTakenFromAnotherFixture() throws {
    // The first fixture's list is empty: the discriminator's value comes from the other one,
    // not from a made-up string the model refuses.
    let samples = try [
      Self.payload(#"{"notices": []}"#),
      Self.payload(
        #"{"notices": [{"kind": "follow", "follower": "ridgewalker"}, {"kind": "like", "post_id": 2, "count": 12}]}"#),
    ]
    let schema = SchemaDiscovery.discover(
      NoticeList.self, options: .init(), stoppingAt: nil, sample: samples[0], seen: [samples[1]])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      Self.described(schema) == [
        "kind = follow: follower", "kind = like: post_id, count",
      ])
  }
}

/// A key the payload's branch does not read, which another branch does, is not read in this
/// branch: not a key no property is known for.
struct KeyOfAnotherBranchTests {
  @Test func aKeyOnlyAnotherBranchReadsIsNotReadInThisBranch() throws {
    let payload = #"{"kind": "follow", "follower": "ridgewalker", "count": 12, "extra": true}"#
    let samples = try FixtureDiscriminatorTests.notices().map(\.compactText) + [payload]
    let verdicts = try IdiomComparisonTests.verdicts(Notice.self, payload, samples: samples)
    #expect(
      verdicts.prefix(3) == [
        "kind notCompared(\(ModelComparison.discriminatorReason))", "follower match",
        "count notCompared(\(ModelComparison.otherBranchReason))",
      ])
    #expect(verdicts.last?.hasPrefix("extra notCompared(") == true)
    #expect(verdicts.last?.contains(ModelComparison.otherBranchReason) == false, "no branch reads it")
  }
}
