import FixtureEngine
import Foundation
import JSONFragment
import Locations
import ModelProbe
import Testing
import Wild
import WorkbenchContext

/// What list and map endpoints return, `[Location]` and `[String: Location]`, are models too:
/// named so, found by a plural file name, fitted where the payload is an array, and decoded by
/// the element model's own code.
struct CollectionModelTests {
  let places = FixtureFitTests.places

  @Test(arguments: [
    ("[Ticket]", ModelCollection.array, "Ticket"), ("[ Change.File ]", .array, "Change.File"),
    ("[String: Rate]", .dictionary, "Rate"), ("[Page<[Item]>]", .array, "Page<[Item]>"),
  ])
  func aCollectionsNameSaysItsElement(name: String, collection: ModelCollection, element: String) throws {
    let parsed = try #require(ModelCollection.parse(name))
    #expect(parsed.collection == collection)
    #expect(parsed.element == element)
    #expect(ModelCollection.parse(collection.name(of: element))?.element == element)
  }

  @Test(arguments: ["Ticket", "[]", "[Int: Rate]", "Page<[Item]>"])
  func aNameThatIsNoCollectionsIsNone(name: String) {
    #expect(ModelCollection.parse(name) == nil)
  }

  @Test func anArrayOfAModelDecodesEveryElementAsIt() throws {
    let locations = try places.model(named: "[location]")
    #expect(locations.name == "[Location]")
    #expect(locations.inspect(Data(#"[{"locationId": 1}, {"locationId": 2, "name": "Pin"}]"#.utf8)).decodes)
    let broken = locations.inspect(Data(#"[{"locationId": 1}, {"name": "no id"}]"#.utf8))
    #expect(!broken.decodes)
    #expect(broken.trace?.firstFailure?.path.description == "[1].locationId")
    let map = try places.model(named: "[String: Address]")
    #expect(
      map.inspect(Data(#"{"home": {"street": "1 Main St", "city": "Springfield", "country": "US"}}"#.utf8)).decodes)
  }

  @Test func aSelectionFindsAnArrayOfAModelByItsElementsName() throws {
    let registry = WorkspaceRegistry([places])
    let (workspace, model) = try registry.select(workspace: nil, model: "[Address]")
    #expect(workspace.name == "Places")
    #expect(model.name == "[Address]")
    #expect(throws: SelectionError.self) { try registry.select(workspace: nil, model: "[Nowhere]") }
  }

  @Test func aPluralFileNameNamesAnArrayOfTheModel() throws {
    #expect(places.modelNamed(byFileName: "locations.json")?.name == "[Location]")
    #expect(places.modelNamed(byFileName: "addresses-2024.json")?.name == "[Address]")
    #expect(places.modelNamed(byFileName: "address.json")?.name == "Address")
    #expect(places.modelNamed(byFileName: "locationsx.json") == nil)
  }

  @Test func anArrayPayloadIsFittedToAnArrayOfTheModelItsElementsAre() throws {
    let files = [
      "/ws/Fixtures/nearby.json": #"[{"street": "1 Main St", "city": "Springfield", "country": "US"}]"#,
      "/ws/Fixtures/locations.json": #"[{"locationId": 1}]"#,
      "/ws/Fixtures/mixed.json": #"[{"id": 1}]"#,
    ]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: places.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(fixtures["nearby.json"]?.modelName == "[Address]")
    #expect(fixtures["nearby.json"]?.assignment == .fit)
    #expect(fixtures["locations.json"]?.modelName == "[Location]")
    #expect(fixtures["locations.json"]?.assignment == .name)
    #expect(fixtures["mixed.json"]?.assignment == .unassigned)
  }

  @Test func aListOfPlainValuesIsAModelToo() throws {
    let files = [
      "/ws/Fixtures/tags.json": #"["outdoor", "open late"]"#, "/ws/Fixtures/ratings.json": "[4.5, 3]",
    ]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: places.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(fixtures["tags.json"]?.modelName == "[String]")
    #expect(fixtures["tags.json"]?.assignment == .fit)
    #expect(fixtures["ratings.json"]?.modelName == "[Double]")
    let strings = try WorkspaceRegistry([places]).select(workspace: nil, model: "[String]").1
    #expect(strings.inspect(Data(#"["a", "b"]"#.utf8)).decodes)
    #expect(!strings.inspect(Data("[1]".utf8)).decodes)
  }

  /// A worker learns a list of plain values through its element, which it finds by the plain
  /// value's own name (`Bool` for `[Bool]`), as the workbench addresses it.
  @Test func aWorkerLearnsTheElementOfAListOfPlainValues() throws {
    let registry = WorkspaceRegistry([places])
    let request = ModelMessage.request(.discover(ModelAddress(workspace: places.name, model: "Bool"), stoppingAt: nil))
    let answer = try ModelMessage.readAnswer(ModelMessage.answer(ModelWorkerServer.answer(request, registry: registry)))
    guard case .schema(let schema) = answer else {
      Issue.record("expected a schema, got \(answer)")
      return
    }
    #expect(schema.root == .bool)
    #expect(schema.unlearned.isEmpty)
  }

  @Test func anObjectOfModelsThatFitsNoModelIsAMapOfThem() throws {
    let files = [
      "/ws/Fixtures/branches.json": #"{"north": {"locationId": 1}, "south": {"locationId": 2, "name": "Pier"}}"#,
      "/ws/Fixtures/labels-by-id.json": #"{"a1": "open", "b2": "closed"}"#,
    ]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: places.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(fixtures["branches.json"]?.modelName == "[String: Location]")
    #expect(fixtures["branches.json"]?.assignment == .fit)
    // A map of plain values would fit nearly any object: it is one only by name.
    #expect(fixtures["labels-by-id.json"]?.assignment == .unassigned)
    #expect(try places.model(named: "[String: String]").inspect(Data(#"{"a1": "open"}"#.utf8)).decodes)
  }

  struct Empty: Decodable, Sendable {}

  @Test func aModelThatReadsNoKeyFitsOnlyAPayloadWithNone() throws {
    var workspace = Workspace(
      "Shapes", directory: "/ws", models: [.model(Empty.self), .fragment(LocationFragment.self)])
    workspace.fitsInThisProcess = true
    let files = ["/ws/Fixtures/stray.json": #"{"colour": "red"}"#, "/ws/Fixtures/nothing.json": "{}"]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let fixtures = Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(fixtures["stray.json"]?.assignment == .unassigned)
    #expect(fixtures["nothing.json"]?.modelName == "Empty")
  }
}

/// An array of a model whose discriminator chooses its branch (`Notice`, by `kind`) compares each
/// element with the branch that element decoded as.
struct CollectionOfBranchesTests {
  @Test func eachElementIsComparedWithItsOwnBranch() throws {
    let notices = try Workspace.wild.model(named: "[Notice]")
    let payload = """
      [{"kind": "follow", "follower": "ridgewalker"}, {"kind": "like", "post_id": 4182, "count": 12},
       {"kind": "mention", "post_id": 4182, "excerpt": "see you at the summit"}]
      """
    let inspection = notices.inspect(Data(payload.utf8))
    #expect(inspection.decodes)
    let compared = Dictionary(uniqueKeysWithValues: inspection.comparison.map { ($0.path.description, $0.verdict) })
    for path in ["[0].follower", "[1].post_id", "[1].count", "[2].post_id", "[2].excerpt"] {
      #expect(compared[path] == .match, "\(path): \(compared[path].map { "\($0)" } ?? "not compared")")
    }
  }
}
