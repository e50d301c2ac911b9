import Foundation
import JSONFragment
import JSONTrace
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

  @Test func aWrapperThatDefaultsMakesItsKeyOptional() throws {
    let schema = SchemaDiscovery.discover(IdiomModels.Basket.self)
    #expect(schema.fieldPaths.first { $0.path.description == "tags" }?.field.isRequired == false)
    let payload = #"{"id": 5, "items": [], "note": "n"}"#
    let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Basket.self, payload, samples: [Self.basket])
    #expect(verdicts == ["id match", "note match"])
    let trace = try TracingDecoder.trace(IdiomModels.Basket.self, from: Data(payload.utf8)).trace
    #expect(trace.failures.isEmpty, "\(trace.failures)")
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

/// A subclass's keys and its superclass's, and the elements of an array read as a tuple, are
/// learned and compared.
struct InheritanceAndTupleTests {
  @Test func aSubclassReadsItsOwnKeysAndItsSuperclasss() throws {
    let payload = #"{"id": 9, "created": "2026-01-02", "body": "hello"}"#
    let schema = SchemaDiscovery.discover(IdiomModels.Note.self)
    #expect(schema.fieldPaths.map(\.path.description).sorted() == ["body", "created", "id"])
    let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Note.self, payload, samples: [payload])
    #expect(verdicts.sorted() == ["body match", "created match", "id match"])
  }

  /// Each position is compared with the property it lands in: the time with `time`, the value
  /// with `value`, in every element.
  @Test func everyElementOfATupleArrayIsComparedWithItsOwnProperty() throws {
    let payload = #"{"name": "temp", "points": [[1710201600, 18.2], [1710205200, 17.9]]}"#
    let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Chart.self, payload, samples: [payload])
    #expect(
      verdicts == [
        "name match", "points[0][0] match", "points[0][1] match", "points[1][0] match", "points[1][1] match",
      ])
  }

  /// Without a fixture, made-up values at each position show where each lands.
  @Test func eachPositionIsMappedFromMadeUpValues() throws {
    let schema = SchemaDiscovery.discover(IdiomModels.Chart.self)
    let map = KeyPropertyMapper.map(IdiomModels.Chart.self, schema: schema)
    #expect(map.properties["points[0][0]"].map(PropertyMap.describe) == "points[0].time")
    #expect(map.properties["points[0][1]"].map(PropertyMap.describe) == "points[0].value")
  }

  /// The schema knows each position's own type, not only the first's.
  @Test func eachPositionOfATupleArrayIsLearnedWithItsOwnType() throws {
    let schema = SchemaDiscovery.discover(IdiomModels.Chart.self)
    #expect(schema.positionalArrays == ["points[0]"])
    #expect(schema.type(following: "points[0][0]") == .integer("Int"))
    #expect(schema.type(following: "points[0][1]") == .number("Double"))
    #expect(schema.type(following: "points[3][1]") == .number("Double"))
    #expect(schema.displayName(of: try #require(schema.type(following: "points")), at: "points") == "[(Int, Double)]")
    let route = SchemaDiscovery.discover(IdiomModels.Route.self)
    let location = try #require(route.type(following: "stops[0].location"))
    #expect(route.displayName(of: location, at: "stops[0].location") == "(Double, Double)")
  }
}

/// What the model drops after a failure it tolerates is not compared: it says nothing of the payload.
struct DroppedValuesTests {
  @Test func anElementALossyArraySkipsIsNotCompared() throws {
    let payload = #"{"id": 4, "tags": ["a"], "items": [{"sku": "x1", "count": 2}, {"sku": "x2"}], "note": "n"}"#
    let verdicts = try IdiomComparisonTests.verdicts(IdiomModels.Basket.self, payload, samples: [payload])
    #expect(
      verdicts == [
        "id match", "tags[0] match", "items[0].sku match", "items[0].count match",
        "items[1].sku notCompared(\(ToleratedSubtrees.reason))", "note match",
      ])
  }
}
