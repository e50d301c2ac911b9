import Foundation
import JSONCore
import Testing

@testable import ModelProbe

/// A single value read into the case its content chooses (SyndiKit's `EntryID`: a URL, else a
/// plain string): the made-up value learns one case; a fixture's value in another case is
/// compared with what that case holds.
struct ContentChosenCaseTests {
  enum Link: Decodable, Equatable {
    case url(URL)
    case text(String)

    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      if let url = URL(string: text), url.scheme == "https" { self = .url(url) } else { self = .text(text) }
    }
  }

  struct Item: Decodable, Equatable {
    var link: Link
    var tags: [Link]
  }

  @Test func aValueInAnotherCaseComparesWithWhatThatCaseHolds() throws {
    let payload = try JSONParser.parse(
      Data(#"{"link": "https://a.example/x", "tags": ["plain", "https://b.example/y"]}"#.utf8))
    let schema = SchemaDiscovery.discover(Item.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Item.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Item.self, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: model)
    #expect(results.count == 3)
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
    // A value that differs is still told apart.
    let other = try JSONDecoder().decode(
      Item.self, from: Data(#"{"link": "https://a.example/z", "tags": ["plain", "https://b.example/y"]}"#.utf8))
    let changed = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: payload, model: other)
    #expect(changed.filter(\.isMismatch).map(\.path.description) == ["link"])
  }

  /// An identifier that is a UUID, a path of several parts, or plain text, written back as it was read.
  enum Identifier: Decodable, Equatable, CustomStringConvertible {
    case uuid(UUID)
    case path([String], separator: String)
    case text(String)

    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      if let uuid = UUID(uuidString: text) {
        self = .uuid(uuid)
      } else if text.contains(":") {
        self = .path(text.components(separatedBy: ":"), separator: ":")
      } else {
        self = .text(text)
      }
    }

    var description: String {
      switch self {
      case .uuid(let uuid): uuid.uuidString.lowercased()
      case .path(let parts, let separator): parts.joined(separator: separator)
      case .text(let text): text
      }
    }
  }

  struct Entry: Decodable, Equatable {
    var ids: [Identifier]
  }

  @Test func aUUIDComparesAsAUUIDAndACaseOfSeveralValuesByWhatItWrites() throws {
    let payload = try JSONParser.parse(
      Data(#"{"ids": ["plain", "6df48261-6744-4dc9-ab0d-64bf29685cd2", "urn:feed:article:7"]}"#.utf8))
    let schema = SchemaDiscovery.discover(Entry.self, options: .init(), stoppingAt: nil, sample: payload, seen: [])
    let map = KeyPropertyMapper.map(Entry.self, schema: schema, samples: [payload])
    let model = try JSONDecoder().decode(Entry.self, from: Data(JSONPrinter.bytes(of: payload, style: .compact)))
    let comparison = ModelComparison(schema: schema, map: map, options: .init())
    let results = comparison.compare(payload: payload, model: model)
    #expect(results.count == 3)
    #expect(results.allSatisfy { $0.verdict == .match }, "\(results.filter { $0.verdict != .match })")
    let other = try JSONDecoder().decode(
      Entry.self, from: Data(#"{"ids": ["plain", "6df48261-6744-4dc9-ab0d-64bf29685cd3", "urn:feed:article:8"]}"#.utf8))
    let changed = comparison.compare(payload: payload, model: other)
    #expect(changed.filter(\.isMismatch).map(\.path.description) == ["ids[1]", "ids[2]"])
  }
}
