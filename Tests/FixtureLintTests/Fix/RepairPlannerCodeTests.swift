import JSONCore
import JSONTrace
import ModelProbe
import Testing

@testable import FixtureLint

/// Renames the model's code decides: the property that read a key before and reads another now
/// renamed it, whatever else changed in the model at once.
struct RepairPlannerCodeTests {
  typealias Step = PropertyMap.Step

  static func map(_ pairs: [JSONPath: [Step]]) -> PropertyMap {
    PropertyMap(properties: pairs, unmapped: [])
  }

  static func unknownCase(_ path: JSONPath) -> FieldFailure {
    FieldFailure(path: path, kind: .unknownEnumValue, expected: "State", found: "\"CANCELED\"", message: "unknown")
  }

  func round(
    _ text: String, _ failures: [FieldFailure], unread: Set<JSONPath>, after: ModelSchema, before: ModelSchema,
    maps: (before: PropertyMap, after: PropertyMap)?, aliases: PropertyAliases = .none
  ) throws -> RepairPlanner.Round {
    let editor = FixtureTextEditor(Array(text.utf8))
    var planner = RepairPlanner(
      document: try JSONParser.parse(text), unread: unread, after: after, before: before, agreed: { _ in nil },
      decoding: DecodingOptions(keys: .useDefaultKeys, dates: .iso8601), text: { editor.text(at: $0) })
    planner.reading = maps.map { maps in
      PropertyReading(
        before: maps.before, after: maps.after, aliases: aliases,
        typeName: { path in
          guard case .object(let name, _)? = after.type(at: path) else { return nil }
          return name
        }, sameKey: planner.sameKey)
    }
    return planner.round(for: failures)
  }

  /// A stored property renamed and kept as a computed one (`var name: String { title }`), beside a
  /// new property of the same type: the alias says which one the old key is now.
  @Test(arguments: [["title", "genre"], ["genre", "title"]])
  func aComputedPropertyKeepingTheOldNameDecidesTheRename(order: [String]) throws {
    let maps = (
      before: Self.map(["name": [.property("name")]]),
      after: Self.map(["title": [.property("title")], "genre": [.property("genre")]])
    )
    let after = RepairPlannerTests.schema(
      RepairPlannerTests.field("title", .string), RepairPlannerTests.field("genre", .string))
    let before = RepairPlannerTests.schema(RepairPlannerTests.field("name", .string))
    let aliases = PropertyAliases(sources: ["struct Order {\n  let title: String\n  var name: String { title }\n}"])
    let failures = order.map { RepairPlannerTests.missing(JSONPath(stringLiteral: $0)) }
    let aliased = try round(
      #"{"name": "Ana"}"#, failures, unread: ["name"], after: after, before: before, maps: maps, aliases: aliases)
    #expect(aliased.unrepaired.isEmpty, "\(aliased.unrepaired.map(\.reason))")
    #expect(aliased.edits.contains(.renameKey("name", to: "title")), "\(aliased.edits)")
    #expect(aliased.edits.contains(.insertMember(object: .root, key: "genre", value: #""""#)), "\(aliased.edits)")
    let without = try round(#"{"name": "Ana"}"#, failures, unread: ["name"], after: after, before: before, maps: maps)
    #expect(without.unrepaired.count == 2, "without the alias, both are ambiguous")
    let elsewhere = PropertyAliases(sources: ["struct Invoice {\n  var name: String { title }\n}"])
    let otherType = try round(
      #"{"name": "Ana"}"#, failures, unread: ["name"], after: after, before: before, maps: maps, aliases: elsewhere)
    #expect(otherType.unrepaired.count == 2, "another type's alias says nothing of this one")
  }

  /// A property of the values of a map is reached by the map's path under any key and under the
  /// keys the fixtures held: every path read the same key, which the alias's property now reads.
  @Test func aPropertyReachedByManyPathsOfTheSameKeyIsStillRenamed() throws {
    let any = ModelSchema.anyKey
    let steps = { (name: String) -> [Step] in [.property("items"), .key(any), .property(name)] }
    let maps = (
      before: Self.map([JSONPath([.key(any), .key("name")]): steps("name"), "artists.name": steps("name")]),
      after: Self.map([
        JSONPath([.key(any), .key("title")]): steps("title"), JSONPath([.key(any), .key("genre")]): steps("genre"),
      ])
    )
    let artist = { (fields: [SchemaField]) in
      ModelSchema(name: "Wrapper", root: .dictionary(.object(name: "Artist", fields: fields)), unlearned: [])
    }
    let after = artist([RepairPlannerTests.field("title", .string), RepairPlannerTests.field("genre", .string)])
    let before = artist([RepairPlannerTests.field("name", .string)])
    let aliases = PropertyAliases(sources: ["struct Artist {\n  var name: String { title }\n}"])
    let round = try round(
      #"{"artists": {"name": "Ana"}}"#,
      [RepairPlannerTests.missing("artists.genre"), RepairPlannerTests.missing("artists.title")],
      unread: ["artists.name"], after: after, before: before, maps: maps, aliases: aliases)
    #expect(round.unrepaired.isEmpty, "\(round.unrepaired.map(\.reason))")
    #expect(round.edits.contains(.renameKey("artists.name", to: "title")), "\(round.edits)")
  }

  /// The issue's refactor: `number` is read from `reference`, `region` is a new required
  /// `String`, a case's raw value is renamed. Without the maps the rename is ambiguous.
  static let states = SchemaType.enumeration(name: "State", cases: ["OPEN", "CANCELED"])
  static let statesAfter = SchemaType.enumeration(name: "State", cases: ["OPEN", "CANCELLED"])
  static let before = RepairPlannerTests.schema(
    RepairPlannerTests.field("number", .string), RepairPlannerTests.field("state", states))
  static let after = RepairPlannerTests.schema(
    RepairPlannerTests.field("reference", .string), RepairPlannerTests.field("region", .string),
    RepairPlannerTests.field("state", statesAfter))
  static let failures = [
    RepairPlannerTests.missing("reference"), RepairPlannerTests.missing("region"), unknownCase("state"),
  ]
  static let text = #"{"number": "A-1", "state": "CANCELED"}"#

  @Test func thePropertyThatReadTheOldKeyDecidesTheRenameBesideANewProperty() throws {
    let maps = (
      before: Self.map(["number": [.property("number")], "state": [.property("state")]]),
      after: Self.map([
        "reference": [.property("number")], "region": [.property("region")], "state": [.property("state")],
      ])
    )
    let round = try round(
      Self.text, Self.failures, unread: ["number"], after: Self.after, before: Self.before, maps: maps)
    #expect(round.unrepaired.isEmpty, "\(round.unrepaired.map(\.reason))")
    #expect(
      round.edits == [
        .renameKey("number", to: "reference"), .insertMember(object: .root, key: "region", value: #""""#),
        .replaceValue("state", with: #""CANCELLED""#),
      ])
  }

  @Test func withoutTheMapsTheSameRefactorIsListed() throws {
    let round = try round(
      Self.text, Self.failures, unread: ["number"], after: Self.after, before: Self.before, maps: nil)
    #expect(round.unrepaired.map(\.failure.path) == ["reference", "region"])
  }

  /// A property renamed with its key is gone from the code: the old key is the new one's only
  /// when nothing else could be.
  @Test func aPropertyRenamedWithItsKeyIsStillTheOneCandidate() throws {
    let maps = (
      before: Self.map(["runtime": [.property("runtime")]]), after: Self.map(["minutes": [.property("minutes")]])
    )
    let round = try round(
      #"{"runtime": 90}"#, [RepairPlannerTests.missing("minutes")], unread: ["runtime"],
      after: RepairPlannerTests.schema(RepairPlannerTests.field("minutes", .integer("Int"))),
      before: RepairPlannerTests.schema(RepairPlannerTests.field("runtime", .integer("Int"))), maps: maps)
    #expect(round.edits == [.renameKey("runtime", to: "minutes")])
  }

  /// A key the code renamed whose value fit the property neither before nor now: the fixture
  /// was broken there already, and is left as it is.
  @Test func aRenamedKeyWhoseValueNeverFitIsLeftToAPerson() throws {
    let maps = (
      before: Self.map(["lat": [.property("latitude")]]), after: Self.map(["latitude": [.property("latitude")]])
    )
    let round = try round(
      #"{"lat": "52.5"}"#, [RepairPlannerTests.missing("latitude")], unread: ["lat"],
      after: RepairPlannerTests.schema(RepairPlannerTests.field("latitude", .number("Double"))),
      before: RepairPlannerTests.schema(RepairPlannerTests.field("lat", .number("Double"))), maps: maps)
    #expect(round.edits.isEmpty)
    #expect(round.unrepaired.first?.reason.contains("the fixture was broken already") == true)
  }

  /// Two new properties of one type where the old property is gone: the code cannot tell.
  @Test func twoNewPropertiesOfOneTypeForAGoneOneStayAmbiguous() throws {
    let maps = (
      before: Self.map(["number": [.property("number")]]),
      after: Self.map(["reference": [.property("reference")], "code": [.property("code")]])
    )
    let round = try round(
      #"{"number": "A-1"}"#, [RepairPlannerTests.missing("reference"), RepairPlannerTests.missing("code")],
      unread: ["number"],
      after: RepairPlannerTests.schema(
        RepairPlannerTests.field("reference", .string), RepairPlannerTests.field("code", .string)),
      before: RepairPlannerTests.schema(RepairPlannerTests.field("number", .string)), maps: maps)
    #expect(round.edits.isEmpty)
    #expect(round.unrepaired.count == 2)
  }

  /// In the elements of an array: the maps key arrays at `[0]`, a fixture at any index.
  @Test func aRenameInsideAnArrayIsDecidedAtEveryIndex() throws {
    let element = { (keys: [String]) in
      SchemaType.object(name: "Line", fields: keys.map { RepairPlannerTests.field($0, .string) })
    }
    let before = RepairPlannerTests.schema(RepairPlannerTests.field("lines", .array(element(["sku"]))))
    let after = RepairPlannerTests.schema(RepairPlannerTests.field("lines", .array(element(["code", "label"]))))
    let maps = (
      before: Self.map(["lines[0].sku": [.property("lines"), .index(0), .property("sku")]]),
      after: Self.map([
        "lines[0].code": [.property("lines"), .index(0), .property("sku")],
        "lines[0].label": [.property("lines"), .index(0), .property("label")],
      ])
    )
    let round = try round(
      #"{"lines": [{"sku": "a"}, {"sku": "b"}]}"#,
      [RepairPlannerTests.missing("lines[1].code"), RepairPlannerTests.missing("lines[1].label")],
      unread: ["lines[1].sku"], after: after, before: before, maps: maps)
    #expect(round.unrepaired.isEmpty, "\(round.unrepaired.map(\.reason))")
    #expect(
      round.edits == [
        .renameKey("lines[1].sku", to: "code"), .insertMember(object: "lines[1]", key: "label", value: #""""#),
      ])
    let unaided = try self.round(
      #"{"lines": [{"sku": "a"}, {"sku": "b"}]}"#,
      [RepairPlannerTests.missing("lines[1].code"), RepairPlannerTests.missing("lines[1].label")],
      unread: ["lines[1].sku"], after: after, before: before, maps: nil)
    #expect(unaided.edits.isEmpty)
  }

  /// Properties that read keys of this object before and read them from a new object now moved
  /// them there: the code says so as it says a rename, and the keys are moved, not filled.
  @Test func propertiesThatNowReadFromANewObjectMovedTheirKeysThere() throws {
    let identity = SchemaType.object(
      name: "Identity", fields: [RepairPlannerTests.field("ID", .string), RepairPlannerTests.field("Key", .string)])
    let maps = (
      before: Self.map(["ID": [.property("id")], "Key": [.property("key")], "Name": [.property("name")]]),
      after: Self.map([
        "Identity.ID": [.property("id")], "Identity.Key": [.property("key")], "Name": [.property("name")],
      ])
    )
    let round = try round(
      #"{"ID": "n1", "Key": "k1", "Name": "a"}"#, [RepairPlannerTests.missing("Identity")], unread: ["ID", "Key"],
      after: RepairPlannerTests.schema(
        RepairPlannerTests.field("Identity", identity), RepairPlannerTests.field("Name", .string)),
      before: RepairPlannerTests.schema(
        RepairPlannerTests.field("ID", .string), RepairPlannerTests.field("Key", .string),
        RepairPlannerTests.field("Name", .string)),
      maps: maps)
    #expect(round.unrepaired.isEmpty, "\(round.unrepaired.map(\.reason))")
    #expect(
      round.edits == [
        .removeMember("ID"), .removeMember("Key"),
        .insertObject(
          object: .root, key: "Identity",
          members: [.init(key: "ID", text: #""n1""#), .init(key: "Key", text: #""k1""#)]),
      ])
  }

  /// In the values of a map: the maps key them at `<key>`, a fixture under any key.
  @Test func aRenameInsideAMapsValuesIsDecidedUnderEveryKey() throws {
    let node = { (keys: [String]) in
      SchemaType.object(name: "Node", fields: keys.map { RepairPlannerTests.field($0, .string) })
    }
    let key = { (map: String, key: String) in JSONPath([.key("Peer"), .key(map), .key(key)]) }
    let before = RepairPlannerTests.schema(RepairPlannerTests.field("Peer", .dictionary(node(["HostName"]))))
    let after = RepairPlannerTests.schema(RepairPlannerTests.field("Peer", .dictionary(node(["Hostname", "Region"]))))
    let maps = (
      before: Self.map([key("<key>", "HostName"): [.property("peers"), .property("hostName")]]),
      after: Self.map([
        key("<key>", "Hostname"): [.property("peers"), .property("hostName")],
        key("<key>", "Region"): [.property("peers"), .property("region")],
      ])
    )
    let round = try round(
      #"{"Peer": {"n1": {"HostName": "a"}}}"#,
      [RepairPlannerTests.missing(key("n1", "Hostname")), RepairPlannerTests.missing(key("n1", "Region"))],
      unread: [key("n1", "HostName")], after: after, before: before, maps: maps)
    #expect(round.unrepaired.isEmpty, "\(round.unrepaired.map(\.reason))")
    #expect(
      round.edits == [
        .renameKey(key("n1", "HostName"), to: "Hostname"),
        .insertMember(object: key("n1", "Hostname").parent, key: "Region", value: #""""#),
      ])
  }
}
