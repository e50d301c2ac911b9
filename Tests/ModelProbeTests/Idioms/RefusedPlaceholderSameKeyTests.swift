import Foundation
import JSONCore
import JSONTrace
import Testing

@testable import ModelProbe

/// Where no fixture holds a value at a key (every person's `known_for` is empty) and the model
/// refuses the placeholder there (a media type it does not know), the values the fixtures hold
/// at that key elsewhere (`media_type` of each result) are tried: what the model reads after it is
/// learned from the fixtures' own vocabulary.
struct RefusedPlaceholderSameKeyTests {
  /// A movie or a show, by its `media_type`; any other type is refused.
  struct Work: Decodable {
    var title: String
    enum CodingKeys: String, CodingKey {
      case mediaType = "media_type"
      case title
      case name
    }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(String.self, forKey: .mediaType) {
      case "movie": title = try container.decode(String.self, forKey: .title)
      case "tv": title = try container.decode(String.self, forKey: .name)
      default:
        throw DecodingError.dataCorruptedError(forKey: .mediaType, in: container, debugDescription: "unknown")
      }
    }
  }

  struct Result: Decodable {
    var mediaType: String
    var knownFor: [Work]?
    enum CodingKeys: String, CodingKey {
      case mediaType = "media_type"
      case knownFor = "known_for"
    }
  }

  struct Listing: Decodable {
    var results: [Result]
  }

  @Test func theValuesTheFixturesHoldAtTheSameKeyAreTried() throws {
    let payload = try JSONParser.parse(
      Data(#"{"results": [{"media_type": "movie"}, {"media_type": "person", "known_for": []}]}"#.utf8))
    let schema = SchemaDiscovery.discover(
      Listing.self, options: DecodingOptions(), stoppingAt: nil, sample: payload, seen: [])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description).contains("results[0].known_for[0].title"))
  }

  /// A result by its `media_type`: a movie, or a person known for some works.
  enum Entry: Decodable {
    case movie(title: String)
    case person(knownFor: [Work])
    enum CodingKeys: String, CodingKey {
      case mediaType = "media_type"
      case title
      case knownFor = "known_for"
    }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if try container.decode(String.self, forKey: .mediaType) == "person" {
        self = .person(knownFor: try container.decode([Work].self, forKey: .knownFor))
      } else {
        self = .movie(title: try container.decode(String.self, forKey: .title))
      }
    }
  }

  struct Entries: Decodable {
    var results: [Entry]
  }

  /// In a branch learned from another value of a discriminator, as at first.
  @Test func soAreTheyInABranch() throws {
    let payload = try JSONParser.parse(
      Data(#"{"results": [{"media_type": "movie", "title": "Heat"}, {"media_type": "person", "known_for": []}]}"#.utf8))
    let schema = SchemaDiscovery.discover(
      Entries.self, options: DecodingOptions(), stoppingAt: nil, sample: payload, seen: [])
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(schema.fieldPaths.map(\.path.description).contains("results[0].known_for[0].title"), "\(schema.fieldPaths)")
  }
}
