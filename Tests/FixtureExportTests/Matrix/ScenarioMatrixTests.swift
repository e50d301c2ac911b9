import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import ModelProbe
import Pokedex
import Releases
import Testing

struct ScenarioMatrixTests {
  static func pokemon() throws -> (WorkspaceModel, JSONValue) {
    let model = try Workspace.pokedex.model(named: "Pokemon")
    return (model, try #require(model.referencePayload))
  }

  static func release(_ fixture: String = "stable-release") throws -> (WorkspaceModel, JSONValue) {
    let model = try Workspace.releases.model(named: "Release")
    let url = URL(fileURLWithPath: Workspace.releases.path("Fixtures/\(fixture).json"))
    return (model, try JSONParser.parse(Data(contentsOf: url)))
  }

  @Test func pokemonHasOneDimensionPerKeyWithEveryEnumCase() throws {
    let (model, base) = try Self.pokemon()
    let matrix = try ScenarioMatrix(model: model, base: base)
    #expect(matrix.dimensions.map(\.path) == ["baseType", "name", "pokedexIndex"])
    let kinds = Pokemon.Kind.allCases.map { ScenarioCase.Choice.enumCase($0.rawValue) }
    #expect(matrix.dimensions[0].choices == kinds + [.null, .absent])
    #expect(matrix.dimensions[0].defaultChoice == .enumCase("fire"))
    #expect(matrix.dimensions[1].choices == [.value, .null, .absent])
    #expect(matrix.dimensions[1].defaultChoice == .value)
  }

  @Test func eachStrategyCountsItsCasesBeforeBuildingThem() throws {
    let (model, base) = try Self.pokemon()
    let matrix = try ScenarioMatrix(model: model, base: base)
    #expect(try matrix.count(.eachChoice) == 7)
    #expect(try matrix.count(.full) == 7 * 3 * 3)
    let pairwise = try matrix.count(.pairwise)
    #expect((7 * 3...7 * 3 * 3 / 2).contains(pairwise))
    for strategy in ScenarioStrategy.allCases {
      #expect(try matrix.cases(strategy).count == matrix.count(strategy))
    }
  }

  @Test func pokemonOutcomes() throws {
    let (model, base) = try Self.pokemon()
    let cases = try ScenarioMatrix(model: model, base: base).cases(.full)
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0) })
    #expect(byName["name=absent"]?.expected == .fails(at: "name"))
    #expect(byName["name=null"]?.expected == .fails(at: "name"))
    #expect(byName["baseType=null name=absent"]?.expected == .fails(at: "baseType"))
    let onlyKinds = cases.filter { $0.choices.values.allSatisfy { if case .enumCase = $0 { true } else { false } } }
    #expect(onlyKinds.count == Pokemon.Kind.allCases.count)
    #expect(onlyKinds.allSatisfy { $0.expected == .decodes })
  }

  @Test func namesAreReadableUniqueAndDeterministic() throws {
    let (model, base) = try Self.pokemon()
    let matrix = try ScenarioMatrix(model: model, base: base)
    for strategy in ScenarioStrategy.allCases {
      let cases = try matrix.cases(strategy)
      #expect(cases.first?.name == "default")
      #expect(cases.first?.payload == base)
      #expect(Set(cases.map(\.name)).count == cases.count)
      #expect(try ScenarioMatrix(model: model, base: base).cases(strategy) == cases)
    }
    let water = try #require(try matrix.cases(.full).first { $0.name == "baseType=water name=null" })
    #expect(water.choices == ["baseType": .enumCase("water"), "name": .null])
    #expect(water.payload == ["baseType": "water", "name": nil, "pokedexIndex": 6])
  }

  @Test func keysPutBackKeepTheBaseKeyOrder() throws {
    let (model, base) = try Self.pokemon()
    let withoutName = base.replacing("name", with: nil)
    let matrix = try ScenarioMatrix(model: model, base: withoutName)
    #expect(matrix.dimensions[1].defaultChoice == .absent)
    let named = try #require(try matrix.cases(.full).first { $0.name == "name=value" })
    #expect(named.payload == ["baseType": "fire", "name": "text", "pokedexIndex": 6])
    #expect(named.expected == .decodes)
  }

  @Test func releaseDimensionsReachIntoNestedObjectsAndArrayElements() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base)
    let byPath = Dictionary(uniqueKeysWithValues: matrix.dimensions.map { ($0.path, $0) })
    #expect(matrix.dimensions.map(\.path) == model.schema().fieldPaths.map(\.path))
    #expect(byPath["reactions"] == nil)
    #expect(
      byPath["author.type"]?.choices == [
        .enumCase("User"), .enumCase("Bot"), .enumCase("Organization"), .null, .absent,
      ])
    #expect(byPath["author.type"]?.defaultChoice == .enumCase("Bot"))
    #expect(byPath["author.type"]?.parentPath == "author")
    #expect(byPath["assets"]?.choices == [.arraySize(0), .arraySize(1), .arraySize(2), .arraySize(3), .null, .absent])
    #expect(byPath["assets"]?.defaultChoice == .arraySize(2))
    #expect(byPath["assets[0].state"]?.choices == [.enumCase("uploaded"), .enumCase("open"), .null, .absent])
    #expect(byPath["assets[0].state"]?.parentPath == "assets")
    #expect(byPath["assets[1].state"] == nil)
  }

  @Test func removingAParentMakesItsChildrensChoicesMoot() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base, options: .init(paths: ["author", "author.type"]))
    let cases = try matrix.cases(.full)
    #expect(cases.count == 5 + 2)
    let outcomes = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0.expected) })
    #expect(
      outcomes == [
        "default": .decodes, "author.type=User": .decodes, "author.type=Organization": .decodes,
        "author.type=null": .fails(at: "author.type"), "author.type=absent": .fails(at: "author.type"),
        "author=null": .fails(at: "author"), "author=absent": .fails(at: "author"),
      ])
  }

  @Test func arrayElementChoicesApplyToTheFirstElementOnly() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base, options: .init(paths: ["assets", "assets[0].state"]))
    let cases = try matrix.cases(.full)
    #expect(try matrix.count(.full) == 3 * 4 + 3)
    let grown = try #require(cases.first { $0.name == "assets=3-elements assets[0].state=open" })
    let elements = try #require(
      grown.payload["assets"].flatMap { if case .array(let elements) = $0 { elements } else { nil } })
    #expect(elements.map { $0["state"] } == ["open", "uploaded", "uploaded"])
    #expect(elements[1] == base["assets"]?[1])
    #expect(elements[2] == base["assets"]?[0])
    #expect(grown.expected == .decodes)
    #expect(
      cases.first { $0.name == "assets=1-element assets[0].state=null" }?.expected == .fails(at: "assets[0].state"))
    #expect(cases.first { $0.name == "assets=0-elements" }?.payload["assets"] == [])
    #expect(!cases.contains { $0.name.hasPrefix("assets=0-elements ") })
  }

  @Test func anEmptyBaseArrayGrowsFromTheSchemaPlaceholder() throws {
    let (model, base) = try Self.release("draft-without-assets")
    let matrix = try ScenarioMatrix(model: model, base: base)
    let byPath = Dictionary(uniqueKeysWithValues: matrix.dimensions.map { ($0.path, $0) })
    #expect(byPath["assets"]?.choices == [.arraySize(0), .arraySize(1), .arraySize(3), .null, .absent])
    #expect(byPath["assets"]?.defaultChoice == .arraySize(0))
    #expect(byPath["assets[0].state"]?.defaultChoice == .enumCase("uploaded"))
    let cases = try ScenarioMatrix(model: model, base: base, options: .init(paths: ["assets"])).cases(.full)
    let one = try #require(cases.first { $0.name == "assets=1-element" })
    let placeholder = SchemaPlaceholder.value(
      for: try #require(Self.assetType(in: model.schema())), options: model.decoding)
    #expect(one.payload["assets"] == [placeholder])
    #expect(one.expected == .decodes)
    #expect(cases.first { $0.name == "assets=null" }?.expected == .fails(at: "assets"))
  }

  @Test func releasePairwiseOutcomesNameTheFirstRequiredKeyMadeNullOrAbsent() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base)
    let cases = try matrix.cases(.pairwise)
    let required = Dictionary(uniqueKeysWithValues: model.schema().fieldPaths.map { ($0.path, $0.field.isRequired) })
    let order = matrix.dimensions.map(\.path)
    for scenario in cases {
      let chosen = order.filter { scenario.choices[$0] != nil }
      for path in chosen {
        #expect(
          !chosen.contains {
            $0 != path && Self.isAncestor($0, of: path) && Self.removesChildren(scenario.choices[$0]!)
          })
        #expect(Self.payload(scenario.payload, shows: scenario.choices[path]!, at: path), "\(scenario.name)")
      }
      let firstHarm = chosen.first { path in
        required[path] == true && [.null, .absent].contains(scenario.choices[path]!)
      }
      #expect(scenario.expected == (firstHarm.map { .fails(at: $0) } ?? .decodes), "\(scenario.name)")
    }
    let pairs: [(JSONPath, ScenarioCase.Choice, JSONPath, ScenarioCase.Choice)] = [
      ("author.type", .enumCase("Organization"), "assets", .arraySize(3)),
      ("assets[0].state", .enumCase("open"), "author.login", .null),
      ("name", .absent, "body", .null),
    ]
    for (first, a, second, b) in pairs {
      #expect(cases.contains { $0.choices[first] == a && $0.choices[second] == b }, "\(first)=\(a) \(second)=\(b)")
    }
  }

  @Test func isolatedFailingChoicesGiveEachFailingCaseOneCause() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base, options: .init(isolatesFailingChoices: true))
    let cases = try matrix.cases(.pairwise)
    let required = Set(matrix.dimensions.filter(\.isRequired).map(\.path))
    for scenario in cases {
      let causes = scenario.choices.filter { required.contains($0.key) && [.null, .absent].contains($0.value) }
      #expect(causes.count <= 1, "\(scenario.name)")
      #expect(scenario.expected == (causes.first.map { .fails(at: $0.key) } ?? .decodes), "\(scenario.name)")
    }
    let decoding = cases.filter { $0.expected == .decodes }
    #expect(
      decoding.contains {
        $0.choices["author.type"] == .enumCase("Organization") && $0.choices["assets"] == .arraySize(3)
      })
    #expect(decoding.contains { $0.choices["name"] == .absent && $0.choices["assets[0].state"] == .enumCase("open") })
    let failing = cases.filter { $0.expected != .decodes }
    #expect(failing.count == matrix.dimensions.filter(\.isRequired).count * 2)
    #expect(failing.contains { $0.name == "id=null" && $0.expected == .fails(at: "id") })
    #expect(failing.contains { $0.name == "author.type=absent" })
  }

  @Test func restrictingKeysAndLeavingOutNullAndAbsent() throws {
    let (model, base) = try Self.pokemon()
    let matrix = try ScenarioMatrix(
      model: model, base: base, options: .init(paths: ["baseType"], includesNullAndAbsent: false))
    #expect(matrix.dimensions.map(\.path) == ["baseType"])
    let cases = try matrix.cases(.pairwise)
    #expect(cases.map(\.name) == ["default", "baseType=water", "baseType=grass", "baseType=electric", "baseType=ice"])
    #expect(cases.allSatisfy { $0.expected == .decodes })
  }

  @Test func unknownKeysAreRefusedNamingTheKnownOnes() throws {
    let (model, base) = try Self.release()
    let error = #expect(throws: ScenarioMatrixError.self) {
      try ScenarioMatrix(model: model, base: base, options: .init(paths: ["author.type", "autor.typ"]))
    }
    #expect(error?.description.contains("autor.typ") == true)
    #expect(error?.description.contains("author.type") == true)
  }

  @Test func aChildOfSomethingTheBaseLacksIsRefusedUnlessItsParentVariesToo() throws {
    let (model, base) = try Self.release("draft-without-assets")
    let error = #expect(throws: ScenarioMatrixError.self) {
      try ScenarioMatrix(model: model, base: base, options: .init(paths: ["assets[0].state"]))
    }
    #expect(error?.description.contains("assets[0].state") == true)
    #expect(error?.description.contains("include assets") == true)
    let matrix = try ScenarioMatrix(model: model, base: base, options: .init(paths: ["assets", "assets[0].state"]))
    #expect(try matrix.count(.full) == 2 * 4 + 3)
  }

  @Test func theLimitRefusesWithTheCountAndWhatToDo() throws {
    let (model, base) = try Self.release()
    let matrix = try ScenarioMatrix(model: model, base: base)
    let full = try matrix.count(.full)
    #expect(full > 10_000)
    let error = #expect(throws: ScenarioMatrixError.self) { try matrix.cases(.full) }
    #expect(error == .tooManyCases(strategy: .full, count: full, limit: 10_000))
    #expect(error?.description.contains("\(full) cases") == true)
    #expect(error?.description.contains("pairwise") == true)
    let pairwise = try matrix.count(.pairwise)
    #expect(throws: ScenarioMatrixError.tooManyCases(strategy: .pairwise, count: pairwise, limit: 3)) {
      try matrix.cases(.pairwise, limit: 3)
    }
  }

  @Test func aFullProductTooLargeToCountIsReported() throws {
    let model = WorkspaceModel.model(WideModel.self)
    let base = JSONValue.object(JSONObject(WideModel.keys.map { JSONMember($0, "x") }))
    let matrix = try ScenarioMatrix(model: model, base: base)
    #expect(matrix.dimensions.count == WideModel.keys.count)
    #expect(throws: ScenarioMatrixError.countOverflows(strategy: .full)) { try matrix.count(.full) }
    #expect(throws: ScenarioMatrixError.countOverflows(strategy: .full)) { try matrix.cases(.full) }
    #expect(try matrix.cases(.eachChoice).count == 3)
  }

  static func assetType(in schema: ModelSchema) -> SchemaType? {
    guard let field = schema.fieldPaths.first(where: { $0.path == "assets" }),
      case .array(let element) = field.field.type
    else { return nil }
    return element
  }

  static func isAncestor(_ ancestor: JSONPath, of path: JSONPath) -> Bool {
    path.components.count > ancestor.components.count
      && Array(path.components.prefix(ancestor.components.count)) == ancestor.components
  }

  static func removesChildren(_ choice: ScenarioCase.Choice) -> Bool {
    [.null, .absent, .arraySize(0)].contains(choice)
  }

  static func payload(_ payload: JSONValue, shows choice: ScenarioCase.Choice, at path: JSONPath) -> Bool {
    let value = payload[path]
    switch choice {
    case .absent: return value == nil
    case .null: return value == .null
    case .value: return value != nil && value != .null
    case .enumCase(let raw): return value == .string(raw)
    case .arraySize(let count):
      if case .array(let elements) = value { return elements.count == count } else { return false }
    }
  }
}

/// A model of 45 string keys: three choices each make a full product beyond `Int.max`.
struct WideModel: Decodable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static let keys = (0..<45).map { "key\($0)" }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    for key in Self.keys {
      _ = try container.decode(String.self, forKey: Key(stringValue: key))
    }
  }
}
