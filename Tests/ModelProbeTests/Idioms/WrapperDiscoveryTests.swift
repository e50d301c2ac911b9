import Foundation
import JSONFragment
import ModelAdapter
import SampleIdioms
import Testing

@testable import ModelProbe

/// Property wrappers, single-value wrappers and values of several JSON types are learned for what
/// the model reads, and compared by their own properties.
struct WrapperDiscoveryTests {
  static let basket = #"{"id": 4, "tags": ["a", "b"], "items": [{"sku": "x1", "count": 2}], "note": "n"}"#
  static let visits = [
    #"{"id": "wo_12", "site": "berlin", "count": 3, "sample": [1.5]}"#,
    #"{"id": 42, "site": "paris", "count": 1, "sample": []}"#,
  ]

  @Test func wrappedPropertiesAreLearnedAsTheirValues() throws {
    let sample = try JSONParser.parse(Data(Self.basket.utf8))
    let schema = SchemaDiscovery.discover(
      IdiomModels.Basket.self, options: .init(), stoppingAt: nil, sample: sample)
    #expect(schema.unlearned.isEmpty, "\(schema.unlearned)")
    #expect(
      schema.fieldPaths.map { "\($0.path) \($0.field.type.displayName)" } == [
        "id Int", "tags [String]", "items [IdiomModels.Item]", "items[0].sku String", "items[0].count Int",
        "note String",
      ])
  }

  @Test func wrappedValuesAreCompared() throws {
    let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Basket.self, Self.basket, samples: [Self.basket])
    #expect(
      verdicts == [
        "id match", "tags[0] match", "tags[1] match", "items[0].sku match", "items[0].count match", "note match",
      ])
  }

  @Test func singleValueTypesCompareWhateverJSONTypeTheyAccept() throws {
    for payload in Self.visits {
      let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Visit.self, payload, samples: Self.visits)
      #expect(verdicts.count >= 3, "\(verdicts)")
      // `42` read into a string is normalized: the model keeps what the payload meant.
      #expect(verdicts.allSatisfy { $0.hasSuffix(" match") || $0 == "id normalized" }, "\(verdicts)")
    }
  }
}
