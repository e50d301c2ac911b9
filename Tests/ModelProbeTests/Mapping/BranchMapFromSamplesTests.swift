import Foundation
import JSONCore
import ModelAdapter
import Testing

@testable import ModelProbe

/// A list of records of several kinds, each decoded by a discriminated enum from the same object
/// (TMDb's `Media`), where a kind's key holds a value the model refuses in a made-up form (a
/// day read from a `yyyy-MM-dd` string): the made-up payload takes the fixtures' own value there,
/// so that every kind's keys map to its own case; one no fixture holds is left out.
struct BranchMapFromSamplesTests {
  struct Day: Decodable, Equatable {
    var text: String
    init(from decoder: any Decoder) throws {
      text = try decoder.singleValueContainer().decode(String.self)
      guard text.split(separator: "-").count == 3 else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a day"))
      }
    }
  }

  struct Film: Decodable, Equatable {
    var id: Int
    var title: String
    var adult: Bool
    var released: Day?
  }

  struct Show: Decodable, Equatable {
    var id: Int
    var name: String
    var adult: Bool
    var aired: Day?
    /// No fixture holds it: its made-up value is left out.
    var finale: Day?
  }

  enum Listing: Decodable, Equatable {
    case film(Film)
    case show(Show)

    enum Keys: String, CodingKey { case kind }

    init(from decoder: any Decoder) throws {
      let kind = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .kind)
      switch kind {
      case "movie": self = .film(try Film(from: decoder))
      case "tv": self = .show(try Show(from: decoder))
      default: throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: kind))
      }
    }
  }

  struct Page: Decodable, Equatable {
    var items: [Listing]
  }

  @Test func everyKindsKeysCompareWithItsOwnCase() throws {
    let page = try JSONParser.parse(
      Data(
        #"{"items": [{"kind": "movie", "id": 1, "title": "Heat", "adult": false, "released": "1995-12-15"}, {"kind": "tv", "id": 2, "name": "Dark", "adult": true, "aired": "2017-12-01"}]}"#
          .utf8))
    let schema = SchemaDiscovery.discover(Page.self, options: .init(), stoppingAt: nil, sample: page, seen: [])
    #expect(schema.branchings.count == 1, "\(schema.branchings)")
    let map = KeyPropertyMapper.map(Page.self, schema: schema, samples: [page])
    let model = try JSONDecoder().decode(Page.self, from: Data(JSONPrinter.bytes(of: page, style: .compact)))
    let results = ModelComparison(schema: schema, map: map, options: .init()).compare(payload: page, model: model)
    let compared = results.filter { $0.verdict != .notCompared(ModelComparison.discriminatorReason) }
    #expect(compared.count == 8)
    #expect(compared.allSatisfy { $0.verdict == .match }, "\(compared.filter { $0.verdict != .match })")
  }
}
