import Foundation
import JSONCore
import JSONTrace
import SampleIdioms
import Testing

@testable import ModelProbe

/// A value the model accepts in several JSON types (an identifier sent as `42` or `"wo_12"`) is
/// learned with every type the fixtures show it accepts, not only the first it tries.
struct AcceptedTypesDiscoveryTests {
  static let visits = [
    #"{"id": 42, "site": "paris", "count": 1, "sample": []}"#,
    #"{"id": "wo_12", "site": "berlin", "count": 3, "sample": [1.5]}"#,
  ]

  static func schema(_ texts: [String]) throws -> ModelSchema {
    let payloads = try texts.map { try JSONParser.parse(Data($0.utf8)) }
    return SchemaDiscovery.discover(
      IdiomModels.Visit.self, options: DecodingOptions(), stoppingAt: nil, sample: payloads[0], seen: payloads)
  }

  @Test func aValueTheFixturesHoldInTwoTypesIsLearnedWithBoth() throws {
    let schema = try Self.schema(Self.visits)
    #expect(schema.accepted["id"] == [.integer("Int"), .string])
    #expect(schema.displayName(of: try #require(schema.type(following: "id")), at: "id") == "Int | String")
    #expect(schema.accepted["count"] == nil)
  }

  /// A type the model refuses there is not one it accepts: a flag where the identifier goes.
  @Test func aTypeTheModelRefusesIsNotLearned() throws {
    let schema = try Self.schema(Self.visits + [#"{"id": true, "site": "rome", "count": 2, "sample": []}"#])
    #expect(schema.accepted["id"] == [.integer("Int"), .string])
  }

  /// Whichever fixture it is learned from first.
  @Test func theSetDoesNotDependOnTheFirstFixture() throws {
    let schema = try Self.schema(Self.visits.reversed())
    #expect(schema.accepted["id"] == [.integer("Int"), .string])
  }

  /// In an optional, and in each element of an array of a nested type, whichever element holds
  /// which.
  @Test func anOptionalOneAndOneInAnArrayAreLearnedToo() throws {
    let texts = [
      #"{"id": 1, "reference": 77, "parcels": [{"code": 7, "weight": 1.5}, {"code": "p-2", "weight": 0.25}]}"#,
      #"{"id": 2, "reference": "r-9", "parcels": [{"code": "p-3", "weight": 2.5}]}"#,
    ]
    let payloads = try texts.map { try JSONParser.parse(Data($0.utf8)) }
    let schema = SchemaDiscovery.discover(
      IdiomModels.Shipment.self, options: DecodingOptions(), stoppingAt: nil, sample: payloads[0], seen: payloads)
    #expect(schema.accepted["reference"] == [.integer("Int"), .string])
    #expect(schema.accepted["parcels[0].code"] == [.integer("Int"), .string], "\(schema.accepted)")
    #expect(schema.accepted["parcels[0].weight"] == nil)
  }
}
