import Foundation
import JSONFragment
import Locations
import ModelAdapter
import ModelProbe
import Pokedex
import Releases
import TestPayloads
import Testing

struct SchemaDiscoveryTests {
  private func rows(_ schema: ModelSchema) -> [String] {
    schema.fieldPaths.map { "\($0.path) \($0.field.type.displayName)\($0.field.isRequired ? "" : "?")" }
  }

  @Test func pokemonHasThreeRequiredKeysAndAllEnumCases() {
    let schema = SchemaDiscovery.discover(Pokemon.self)
    #expect(rows(schema) == ["baseType Pokemon.Kind", "name String", "pokedexIndex Int"])
    #expect(
      schema.fieldPaths.first?.field.type
        == .enumeration(name: "Pokemon.Kind", cases: ["fire", "water", "grass", "electric", "ice"]))
    #expect(schema.unlearned.isEmpty)
  }

  @Test func locationsHaveOptionalFieldsAndANestedAddress() {
    let schema = SchemaDiscovery.discover(Location.self)
    #expect(
      rows(schema) == [
        "locationId Int", "name String?", "latitude Float?", "longitude Float?", "address Address?",
        "address.street String", "address.city String", "address.postalCode String?", "address.country String",
      ])
  }

  @Test func releasesSpellKeysAsCodingKeysDoWithArraysDatesAndURLs() {
    let schema = SchemaDiscovery.discover(Release.self, options: DecodingOptions(dates: .iso8601))
    let described = rows(schema)
    #expect(described.contains("tag_name String"))
    #expect(described.contains("html_url URL"))
    #expect(described.contains("published_at Date?"))
    #expect(described.contains("author.type Account.Kind"))
    #expect(described.contains("assets [Asset]"))
    #expect(described.contains("assets[0].browser_download_url URL"))
    #expect(described.contains("assets[0].created_at Date"))
  }

  @Test func snakeCaseStrategySpellsKeysAsThePayloadDoes() {
    let schema = SchemaDiscovery.discover(
      SnakeCaseRelease.self, options: DecodingOptions(keys: .convertFromSnakeCase))
    #expect(rows(schema) == ["tag_name String", "published_at Date", "html_url URL"])
  }

  @Test func recursiveTypesStopAtTheirSecondAppearance() {
    let schema = SchemaDiscovery.discover(Folder.self)
    #expect(rows(schema) == ["name String", "children [Folder]", "tags [String: Int]", "color Folder.Color"])
    #expect(schema.unlearned.isEmpty)
  }

  @Test func enumsThatAreNotCaseIterableAreReportedAsGaps() {
    let schema = SchemaDiscovery.discover(Paint.self)
    #expect(rows(schema) == ["name String", "color String"])
    #expect(
      schema.unlearned.first?.description
        == "color: Paint.Color is a raw-value enum that is not CaseIterable, so its cases are unknown; add CaseIterable"
    )
    #expect(schema.unlearned.last?.description.hasPrefix("$: Paint.init(from:) threw on placeholder values") == true)
  }

  @Test func aModelWithACustomInitIsDescribedByWhatItReads() {
    let schema = SchemaDiscovery.discover(Trainerish.self)
    #expect(rows(schema) == ["name String", "wins Int?", "uuid UUID", "price Decimal", "blob Data"])
  }
}

struct Folder: Decodable {
  enum Color: String, Decodable, CaseIterable { case red, blue }
  let name: String
  let children: [Folder]
  let tags: [String: Int]
  let color: Color
}

struct Paint: Decodable {
  enum Color: String, Decodable { case red, blue }
  let name: String
  let color: Color
}

struct Trainerish: Decodable {
  let name: String
  let wins: Int
  let uuid: UUID
  let price: Decimal
  let blob: Data

  enum CodingKeys: String, CodingKey { case name, wins, uuid, price, blob }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    wins = try container.decodeIfPresent(Int.self, forKey: .wins) ?? 0
    uuid = try container.decode(UUID.self, forKey: .uuid)
    price = try container.decode(Decimal.self, forKey: .price)
    blob = try container.decode(Data.self, forKey: .blob)
  }
}
