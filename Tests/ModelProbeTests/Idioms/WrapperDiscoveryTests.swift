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

/// Positions map element by element at any depth, the top level included: a payload that is
/// itself an array of pairs, and pairs inside pairs.
struct PositionsAtAnyDepthTests {
  @Test func aTopLevelArrayOfPairsIsComparedPositionByPosition() throws {
    let payload = #"[[1710288000, 2.6], [1710291600, 3.1], [1710295200, 2.9]]"#
    let verdicts = try IdiomComparisonTests.verdicts([IdiomModels.Sample].self, payload, samples: [payload])
    #expect(verdicts.allSatisfy { $0.hasSuffix(" match") }, "\(verdicts)")
    #expect(verdicts.count == 6)
  }

  /// A list of the model is learned from the model (`[Sample]` from `Sample`), its positions
  /// one level down as its keys are.
  @Test func aListLearnedFromItsElementComparesEachElementsPositions() throws {
    let element = ModelCode(IdiomModels.Sample.self, decoding: DecodingOptions(), fragmentComparison: nil)
    let learned = element.learn(samples: [("sample", try JSONParser.parse(Data("[1710288000, 2.6]".utf8)))])
      .asElementsOfArray(named: "[Sample]")
    #expect(learned.schema.positionalArrays == ["[0]"])
    let code = ModelCode([IdiomModels.Sample].self, decoding: DecodingOptions(), fragmentComparison: nil)
    let payload = #"[[1710288000, 2.6], [1710291600, 3.1]]"#
    let inspection = code.inspect(
      ParsingPayload(startingToParse: Data(payload.utf8)), nil, nil, .everyValue, { learned })
    let verdicts = inspection.comparison.map { "\($0.path) \(IdiomComparisonTests.word($0.verdict))" }
    #expect(verdicts == ["[0][0] match", "[0][1] match", "[1][0] match", "[1][1] match"])
  }

  @Test func pairsOfPairsAreComparedPositionByPosition() throws {
    let payload = #"{"id": 3, "legs": [[[13.4, 52.5], [13.5, 52.6]], [[2.35, 48.85], [2.4, 48.9]]]}"#
    let verdicts = try IdiomComparisonTests.verdicts(Journey.self, payload, samples: [payload])
    #expect(verdicts.allSatisfy { $0.hasSuffix(" match") }, "\(verdicts)")
    #expect(verdicts.count == 9)
  }
}

/// Legs sent as pairs of coordinates, each a pair itself.
struct Journey: Decodable, Sendable {
  struct Leg: Decodable, Sendable {
    var from: IdiomModels.Coordinate
    var to: IdiomModels.Coordinate

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      from = try container.decode(IdiomModels.Coordinate.self)
      to = try container.decode(IdiomModels.Coordinate.self)
    }
  }
  var id: Int
  var legs: [Leg]
}

/// A membership whose status keeps values it does not know as `.unknown`, and whose tier reads
/// `gold` as `.basic` (a bug): the first is the model's fallback, the second a mismatch.
struct Membership: Decodable, Sendable {
  enum Status: String, Decodable, Sendable {
    case active, inactive, unknown

    init(from decoder: any Decoder) throws {
      self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
    }
  }

  enum Tier: String, Decodable, Sendable {
    case basic, gold

    init(from decoder: any Decoder) throws {
      self = try decoder.singleValueContainer().decode(String.self) == "gold" ? .basic : .gold
    }
  }

  enum Level: Int, Decodable, Sendable {
    case low = 1
    case high = 2
    case unknown = 0

    init(from decoder: any Decoder) throws {
      self = Level(rawValue: try decoder.singleValueContainer().decode(Int.self)) ?? .unknown
    }
  }

  var status: Status
  var tier: Tier
  var level: Level
}

/// A value an enum keeps on purpose through its own fallback is normalized by it, not a mismatch.
struct FallbackCaseTests {
  @Test func anUnknownValueKeptAsTheFallbackCaseIsNormalizedAndAnotherCasesValueIsAMismatch() throws {
    let payload = #"{"status": "suspended", "tier": "gold", "level": 7}"#
    let known = #"{"status": "inactive", "tier": "silver", "level": 2}"#
    let verdicts = try IdiomComparisonTests.verdicts(Membership.self, payload, samples: [known, payload])
    #expect(verdicts == ["status normalized", "tier mismatch", "level normalized"])
    #expect(
      try IdiomComparisonTests.verdicts(Membership.self, known, samples: [known, payload])
        == ["status match", "tier normalized", "level match"])
  }
}

/// A count the model reads with `try?`, keeping 0 for what it cannot read.
struct Stock: Decodable, Sendable {
  var name: String
  var count: Int

  enum CodingKeys: String, CodingKey {
    case name, count
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    count = (try? container.decode(Int.self, forKey: .count)) ?? 0
  }
}

/// A default the model keeps where it cannot read a value is its fallback, not a mismatch.
struct DefaultFallbackTests {
  @Test func aDefaultKeptForAValueTheModelCannotReadIsNormalizedByItsFallback() throws {
    let known = #"{"name": "bolts", "count": 12}"#
    let payload = #"{"name": "nuts", "count": "many"}"#
    let verdicts = try IdiomComparisonTests.verdicts(Stock.self, payload, samples: [known, payload])
    #expect(verdicts == ["name match", "count normalized"])
    #expect(
      try IdiomComparisonTests.verdicts(Stock.self, known, samples: [known, payload]) == ["name match", "count match"])
  }
}

/// Stocks, each read with its own default for a count it cannot read.
struct Warehouse: Decodable, Sendable {
  var stocks: [Stock]
}

/// A default kept inside an array element is the model's fallback too: the element is kept, not
/// dropped, so the rest of it is compared as it is.
struct DefaultInAnElementTests {
  @Test func aDefaultKeptInsideAnElementIsNormalizedAndTheElementCompared() throws {
    let known = #"{"stocks": [{"name": "bolts", "count": 12}]}"#
    let payload = #"{"stocks": [{"name": "nuts", "count": "many"}, {"name": "bolts", "count": 12}]}"#
    let verdicts = try IdiomComparisonTests.verdicts(Warehouse.self, payload, samples: [known, payload])
    #expect(
      verdicts == [
        "stocks[0].name match", "stocks[0].count normalized", "stocks[1].name match", "stocks[1].count match",
      ])
  }
}
