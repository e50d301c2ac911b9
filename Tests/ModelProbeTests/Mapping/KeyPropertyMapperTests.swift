import Foundation
import JSONFragment
import Locations
import ModelAdapter
import ModelProbe
import Pokedex
import Releases
import Testing

struct KeyPropertyMapperTests {
  private func mapped<T: Decodable>(_ type: T.Type, options: DecodingOptions = DecodingOptions()) -> [String: String] {
    let schema = SchemaDiscovery.discover(type, options: options)
    let map = KeyPropertyMapper.map(type, schema: schema, options: options)
    return Dictionary(uniqueKeysWithValues: map.properties.map { ($0.key.description, PropertyMap.describe($0.value)) })
  }

  @Test func customCodingKeysAndNestedTypesAreSeenThrough() {
    let map = mapped(Release.self, options: DecodingOptions(dates: .iso8601))
    #expect(map["tag_name"] == "tagName")
    #expect(map["html_url"] == "htmlURL")
    #expect(map["draft"] == "isDraft")
    #expect(map["prerelease"] == "isPrerelease")
    #expect(map["body"] == "notes")
    #expect(map["author.type"] == "author.kind")
    #expect(map["assets[0].browser_download_url"] == "assets[0].downloadURL")
    #expect(map["assets[0].created_at"] == "assets[0].createdAt")
    #expect(map["assets[0].state"] == "assets[0].state")
  }

  @Test func enumsAndOptionalsMap() {
    #expect(mapped(Pokemon.self) == ["baseType": "baseType", "name": "name", "pokedexIndex": "pokedexIndex"])
    #expect(mapped(Location.self)["address.postalCode"] == "address.postalCode")
  }

  @Test func comparisonWithoutAFragmentFindsValuesThatDidNotLand() throws {
    let options = DecodingOptions(dates: .iso8601)
    let schema = SchemaDiscovery.discover(Release.self, options: options)
    let map = KeyPropertyMapper.map(Release.self, schema: schema, options: options)
    let comparison = ModelComparison(schema: schema, map: map, options: options)
    let payload: JSONValue = [
      "id": 1, "tag_name": "v1", "html_url": "https://x.dev/v1", "draft": false, "prerelease": true,
      "published_at": "2026-08-14T09:30:12Z",
      "author": ["login": "bot", "id": 2, "avatar_url": "https://x.dev/a.png", "type": "Bot"],
      "assets": [], "body": nil,
    ]
    var release = try options.makeDecoder().decode(Release.self, from: Data(payload.compactText.utf8))
    #expect(comparison.compare(payload: payload, model: release).allSatisfy { $0.verdict == .match })
    release.isPrerelease = false
    release.author.kind = .user
    let mismatches = comparison.compare(payload: payload, model: release).filter(\.isMismatch)
    #expect(mismatches.map(\.path.description) == ["prerelease", "author.type"])
  }

  @Test func floatsCompareAsTheModelStoresThem() throws {
    let schema = SchemaDiscovery.discover(Location.self)
    let map = KeyPropertyMapper.map(Location.self, schema: schema)
    let comparison = ModelComparison(schema: schema, map: map, options: DecodingOptions())
    let payload = try JSONParser.parse(#"{"locationId": 1, "latitude": 25.771171, "longitude": -80.191777}"#)
    let location = try JSONDecoder().decode(Location.self, from: Data(payload.compactText.utf8))
    let results = comparison.compare(payload: payload, model: location)
    #expect(results.count == 3)
    #expect(comparison.compare(payload: payload, model: location, limit: 2).map(\.path) == ["locationId", "latitude"])
    #expect(results.allSatisfy { $0.verdict == .match })
  }
}
