import Foundation
import JSONFragment
import ModelAdapter
import Pokedex
import TestPayloads
import Testing

struct TracingDecoderTests {
  private func trace<T: Decodable>(_ type: T.Type, _ text: String, options: DecodingOptions = DecodingOptions()) throws
    -> TracingDecoder.Result<T>
  {
    try TracingDecoder.trace(type, from: Data(text.utf8), options: options)
  }

  @Test func aGoodPayloadDecodesWithNothingToReport() throws {
    let result = try trace(Pokemon.self, PokemonFragment().jsonString())
    #expect(result.model == Pokemon(baseType: .fire, name: "Charizard", pokedexIndex: 6))
    #expect(result.trace.failures.isEmpty)
    #expect(result.trace.unreadKeys.isEmpty)
    #expect(result.trace.readCount == 3)
  }

  @Test func listsEveryFailingFieldAtOnceWithLocations() throws {
    let payload = """
      {
        "baseType": "shadow",
        "name": null,
        "pokedexIndex": "6",
        "shiny": true
      }
      """
    let result = try trace(Pokemon.self, payload)
    #expect(result.model == nil)
    #expect(
      result.trace.failures.map(\.description) == [
        #"2:15: baseType: the string "shadow" is not a case of Pokemon.Kind; expected one of "fire", "water", "grass", "electric", "ice""#,
        "3:11: name: expected String, found null",
        #"4:19: pokedexIndex: expected Int, found the string "6""#,
      ])
    #expect(result.trace.failures.map(\.kind) == [.unknownEnumValue, .nullValue, .wrongType])
    #expect(result.trace.unreadKeys == ["shiny"])
  }

  @Test(arguments: [
    #"{"baseType": null, "name": "Mew", "pokedexIndex": 151}"#, #"{"baseType": 7, "name": "Mew", "pokedexIndex": 151}"#,
  ])
  func aRawValueEnumOfTheWrongKindIsOneFailure(_ payload: String) throws {
    let result = try trace(Pokemon.self, payload)
    #expect(result.trace.failures.count == 1, "\(result.trace.failures)")
    #expect(result.trace.failures.first?.kind == (payload.contains("null") ? .nullValue : .wrongType))
  }

  @Test func missingKeysPointAtTheirObject() throws {
    let result = try trace(Pokemon.self, "{\n  \"name\": \"Mew\"\n}")
    #expect(
      result.trace.failures.map(\.description) == [
        #"1:1: baseType: the required key "baseType" is missing"#,
        #"1:1: pokedexIndex: the required key "pokedexIndex" is missing"#,
      ])
  }

  @Test func nestedAndArrayDamageIsFoundBelowItsParents() throws {
    let payload = """
      {"owner": "Ash", "moves": [
        {"name": "Tackle", "power": 40},
        {"name": "Ember"},
        {"name": "Flamethrower", "power": "90", "pp": 15}
      ], "badge": {"gym": 3}}
      """
    let result = try trace(Moveset.self, payload)
    #expect(
      result.trace.failures.map { "\($0.path) \($0.kind.rawValue)" } == [
        "moves[1].power missing key",
        "moves[2].power wrong type",
        "badge.gym wrong type",
      ])
    #expect(result.trace.unreadKeys == ["moves[2].pp"])
  }

  @Test func wrongContainerTypesAreReportedOnceAndDecodingGoesOn() throws {
    let result = try trace(Moveset.self, #"{"owner": 7, "moves": {"name": "x"}, "badge": []}"#)
    #expect(
      result.trace.failures.map { "\($0.path): \($0.message)" } == [
        "owner: expected String, found the number 7",
        "moves: expected an array, found an object",
        "badge: expected an object, found an empty array",
      ])
  }

  @Test func snakeCaseKeysAndISODatesFollowTheDecoderOptions() throws {
    let options = DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601)
    let good = try trace(
      SnakeCaseRelease.self,
      #"{"tag_name": "v1", "published_at": "2024-05-01T12:00:00Z", "html_url": "https://x.dev/v1"}"#,
      options: options)
    #expect(good.model?.tagName == "v1")
    let bad = try trace(
      SnakeCaseRelease.self, #"{"tag_name": "v1", "published_at": "May 1st", "html_url": ""}"#, options: options)
    #expect(bad.trace.failures.map(\.path.description) == ["published_at", "html_url"])
    let missing = try trace(
      SnakeCaseRelease.self, #"{"published_at": "2024-05-01T12:00:00Z", "html_url": "https://x.dev"}"#, options: options
    )
    #expect(missing.trace.failures.map(\.path.description) == ["tag_name"])
  }

  @Test func theFirstOfDuplicateKeysIsRead() throws {
    let result = try trace(Pokemon.self, #"{"baseType": "ice", "name": "A", "name": 3, "pokedexIndex": 1}"#)
    #expect(result.model?.name == "A")
  }

  @Test func numbersOutOfRangeAreInvalidValues() throws {
    let result = try trace(
      Moveset.self,
      #"{"owner": "A", "moves": [{"name": "x", "power": 1.5}, {"name": "y", "power": 1e2}], "badge": {"gym": "g"}}"#)
    #expect(result.trace.failures.map { "\($0.path) \($0.kind.rawValue)" } == ["moves[0].power invalid value"])
  }

  @Test func invalidJSONIsAParseError() {
    #expect(throws: JSONParseError.self) { try trace(Pokemon.self, "{") }
  }
}
