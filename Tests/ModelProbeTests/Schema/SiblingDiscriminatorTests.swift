import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A discriminator that decides what a sibling key holds (`"currently_playing_type": "track"` and
/// an `item` that is then a track, else an episode): the keys are the same in every branch, the
/// object under one of them is not, and the tree holds what each branch reads there.
struct SiblingDiscriminatorTests {
  struct Playing: Decodable {
    enum Item {
      case track(Track)
      case episode(Episode)
    }
    struct Track: Decodable {
      let album: String
      let artists: [String]
    }
    struct Episode: Decodable {
      let show: String
    }

    let kind: String
    let item: Item?

    enum CodingKeys: String, CodingKey {
      case kind, item
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(String.self, forKey: .kind)
      switch kind {
      case "track": item = .track(try container.decode(Track.self, forKey: .item))
      case "episode": item = .episode(try container.decode(Episode.self, forKey: .item))
      default: item = nil
      }
    }
  }

  static func payload(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

  @Test func eachBranchsObjectUnderTheSameKeyIsInTheTree() throws {
    let episode = try Self.payload(#"{"kind": "episode", "item": {"show": "Night Shift"}}"#)
    let track = try Self.payload(#"{"kind": "track", "item": {"album": "Blue", "artists": ["Joni"]}}"#)
    for (sample, other) in [(episode, track), (track, episode)] {
      let schema = SchemaDiscovery.discover(
        Playing.self, options: .init(), stoppingAt: nil, sample: sample, seen: [other])
      let paths = Set(schema.fieldPaths.map(\.path.description))
      #expect(paths.isSuperset(of: ["item.show", "item.album", "item.artists"]), "\(paths.sorted())")
    }
  }

  @Test func aBrokenFixtureShowsTheBranchToo() throws {
    let episode = try Self.payload(#"{"kind": "episode", "item": {"show": "Night Shift"}}"#)
    let track = try Self.payload(#"{"kind": "track", "item": {"title": "renamed since"}}"#)
    let schema = SchemaDiscovery.discover(
      Playing.self, options: .init(), stoppingAt: nil, sample: episode, broken: [track])
    #expect(schema.fieldPaths.map(\.path.description).contains("item.album"))
  }

  @Test func mergingKeepsWhatEachSideReads() {
    let a = SchemaType.object(
      name: "A", fields: [.init(key: "x", type: .object(name: "X", fields: []), isRequired: true)])
    let b = SchemaType.object(
      name: "B",
      fields: [
        .init(
          key: "x", type: .object(name: "Y", fields: [.init(key: "y", type: .string, isRequired: true)]),
          isRequired: true),
        .init(key: "z", type: .unknown(name: "z"), isRequired: false),
      ])
    #expect(
      a.merging(b)
        == .object(
          name: "A",
          fields: [
            .init(
              key: "x", type: .object(name: "X", fields: [.init(key: "y", type: .string, isRequired: true)]),
              isRequired: true),
            .init(key: "z", type: .unknown(name: "z"), isRequired: false),
          ]))
  }
}
