import JSONCore
import JSONTrace
import ModelProbe
import Testing

@testable import FixtureLint

/// Repairs told apart with the model's schema before and after its change; what is ambiguous is
/// listed, never guessed.
struct RepairPlannerTests {
  static func field(_ key: String, _ type: SchemaType, required: Bool = true) -> SchemaField {
    SchemaField(key: key, type: type, isRequired: required)
  }

  static func schema(_ fields: SchemaField...) -> ModelSchema {
    ModelSchema(name: "Order", root: .object(name: "Order", fields: fields), unlearned: [])
  }

  static func missing(_ path: JSONPath) -> FieldFailure {
    FieldFailure(path: path, kind: .missingKey, expected: "String", found: nil, message: "missing")
  }

  func round(
    _ text: String, _ failures: [FieldFailure], unread: Set<JSONPath> = [], after: ModelSchema,
    before: ModelSchema?, agreed: [JSONPath: JSONValue] = [:]
  ) throws -> RepairPlanner.Round {
    let editor = FixtureTextEditor(Array(text.utf8))
    let planner = RepairPlanner(
      document: try JSONParser.parse(text), unread: unread, after: after, before: before, agreed: { agreed[$0] },
      decoding: DecodingOptions(keys: .useDefaultKeys, dates: .iso8601), text: { editor.text(at: $0) })
    return planner.round(for: failures)
  }

  @Test func aKeyReadUnderANewNameMovesItsValueThere() throws {
    let round = try round(
      #"{"number": "A-1", "legacy": "x"}"#, [Self.missing("reference")], unread: ["number", "legacy"],
      after: Self.schema(Self.field("reference", .string)),
      before: Self.schema(Self.field("number", .string)))
    #expect(round.edits == [.renameKey("number", to: "reference")])
    #expect(round.notes.map(\.description) == ["renamed number to reference"])
    #expect(round.unrepaired.isEmpty)
  }

  @Test func twoKeysThatCouldBeTheOldNameAreListedNotGuessed() throws {
    let round = try round(
      #"{"number": "A-1", "code": "B"}"#, [Self.missing("reference")], unread: ["number", "code"],
      after: Self.schema(Self.field("reference", .string)),
      before: Self.schema(Self.field("number", .string), Self.field("code", .string)))
    #expect(round.edits.isEmpty)
    #expect(round.unrepaired.map(\.reason) == ["ambiguous: code, number could each be what the model now reads here"])
  }

  @Test func twoNewKeysForOneOldOneAreAmbiguousToo() throws {
    let round = try round(
      #"{"number": "A-1"}"#, [Self.missing("reference"), Self.missing("code")], unread: ["number"],
      after: Self.schema(Self.field("reference", .string), Self.field("code", .string)),
      before: Self.schema(Self.field("number", .string)))
    #expect(round.edits.isEmpty)
    #expect(round.unrepaired.count == 2)
  }

  @Test func aKeyTheModelNeverReadIsNoOldName() throws {
    let round = try round(
      #"{"note": "hi"}"#, [Self.missing("reference")], unread: ["note"],
      after: Self.schema(Self.field("reference", .string)),
      before: Self.schema(Self.field("number", .string)))
    #expect(round.edits == [.insertMember(object: .root, key: "reference", value: #""""#)])
    #expect(round.notes.map(\.description) == [#"filled reference with "": review"#])
  }

  @Test func aNewRequiredKeyTakesWhatTheOtherFixturesAgreeOn() throws {
    let round = try round(
      #"{"id": 1}"#, [Self.missing("currency")], after: Self.schema(Self.field("currency", .string)),
      before: Self.schema(Self.field("id", .integer("Int"))), agreed: ["currency": "EUR"])
    #expect(round.edits == [.insertMember(object: .root, key: "currency", value: #""EUR""#)])
  }

  @Test func nullWhereAValueIsNowRequiredIsFilled() throws {
    let null = FieldFailure(path: "status", kind: .nullValue, expected: "Status", found: "null", message: "null")
    let round = try round(
      #"{"status": null}"#, [null],
      after: Self.schema(Self.field("status", .enumeration(name: "Status", cases: ["open", "closed"]))), before: nil)
    #expect(round.edits == [.replaceValue("status", with: #""open""#)])
  }

  @Test func aRenamedEnumCaseIsRenamed() throws {
    let unknown = FieldFailure(path: "status", kind: .unknownEnumValue, expected: "Status", found: nil, message: "")
    let after = Self.schema(Self.field("status", .enumeration(name: "Status", cases: ["open", "shipped"])))
    let before = Self.schema(Self.field("status", .enumeration(name: "Status", cases: ["open", "sent"])))
    let round = try round(#"{"status": "sent"}"#, [unknown], after: after, before: before)
    #expect(round.edits == [.replaceValue("status", with: #""shipped""#)])
    let unknownBefore = try self.round(#"{"status": "lost"}"#, [unknown], after: after, before: before)
    #expect(unknownBefore.edits.isEmpty && unknownBefore.unrepaired.count == 1)
    let noHistory = try self.round(#"{"status": "sent"}"#, [unknown], after: after, before: nil)
    #expect(noHistory.edits.isEmpty && noHistory.unrepaired.count == 1)
  }

  @Test func aValueOfAnotherTypeIsConvertedOnlyWhenNothingIsLost() throws {
    let wrong = { (path: JSONPath) in
      FieldFailure(path: path, kind: .wrongType, expected: "", found: nil, message: "")
    }
    let after = Self.schema(
      Self.field("id", .string), Self.field("count", .integer("Int")), Self.field("tags", .array(.string)))
    let round = try round(
      #"{"id": 42, "count": "7", "tags": "a"}"#, [wrong("id"), wrong("count"), wrong("tags")], after: after,
      before: nil)
    #expect(
      round.edits == [
        .replaceValue("id", with: #""42""#), .replaceValue("count", with: "7"), .replaceValue("tags", with: #"["a"]"#),
      ])
    let lossy = try self.round(#"{"count": "7.5"}"#, [wrong("count")], after: after, before: nil)
    #expect(lossy.edits.isEmpty && lossy.unrepaired.count == 1)
  }

  /// A position of an array the model reads by position is converted to that position's own type,
  /// not the first's.
  @Test func aValueAtAPositionIsConvertedToThatPositionsType() throws {
    var after = Self.schema(Self.field("points", .array(.array(.integer("Int")))))
    after.positionalArrays = ["points[0]"]
    after.positionalTypes = ["points[0][1]": .number("Double")]
    let failure = FieldFailure(path: "points[1][1]", kind: .wrongType, expected: "Double", found: nil, message: "")
    let round = try round(#"{"points": [[1, 2.5], [2, "5.1"]]}"#, [failure], after: after, before: nil)
    #expect(round.edits == [.replaceValue("points[1][1]", with: "5.1")])
  }

  @Test func keysMovedIntoANewObjectGoThere() throws {
    let position = SchemaType.object(
      name: "Position", fields: [Self.field("lat", .number("Double")), Self.field("lng", .number("Double"))])
    let round = try round(
      #"{"id": 1, "lat": 48.1, "lng": 11.5}"#, [Self.missing("position")], unread: ["lat", "lng"],
      after: Self.schema(Self.field("id", .integer("Int")), Self.field("position", position)),
      before: Self.schema(
        Self.field("id", .integer("Int")), Self.field("lat", .number("Double")), Self.field("lng", .number("Double"))))
    #expect(
      round.edits == [
        .removeMember("lat"), .removeMember("lng"),
        .insertObject(
          object: .root, key: "position", members: [.init(key: "lat", text: "48.1"), .init(key: "lng", text: "11.5")]),
      ])
  }

  @Test func aKeyMovedIntoAnObjectBelowGoesDown() throws {
    let address = SchemaType.object(name: "Address", fields: [Self.field("city", .string)])
    let round = try round(
      #"{"city": "Oslo", "address": {}}"#, [Self.missing("address.city")], unread: ["city"],
      after: Self.schema(Self.field("address", address)),
      before: Self.schema(Self.field("city", .string), Self.field("address", .object(name: "Address", fields: []))))
    #expect(round.edits == [.removeMember("city"), .insertMember(object: "address", key: "city", value: #""Oslo""#)])
  }

  @Test func aValueRequiredBeforeTheChangeTooIsNotFilled() throws {
    let round = try round(
      #"{"id": 1}"#, [Self.missing("name")],
      after: Self.schema(Self.field("id", .integer("Int")), Self.field("name", .string)),
      before: Self.schema(Self.field("id", .integer("Int")), Self.field("name", .string)))
    #expect(round.edits.isEmpty)
    #expect(round.unrepaired.first?.reason.hasPrefix("the model required it before its change too") == true)
    let madeRequired = try self.round(
      #"{"id": 1}"#, [Self.missing("name")], after: Self.schema(Self.field("name", .string)),
      before: Self.schema(Self.field("name", .string, required: false)), agreed: ["name": "Ada"])
    #expect(madeRequired.edits == [.insertMember(object: .root, key: "name", value: #""Ada""#)])
  }

  @Test func aKeyNoLongerReadInsideAnObjectThatStoppedDecodingIsRenamedByTheSchemas() throws {
    // A flattened `nestedContainer` stops at its first missing key: the trace reports no key
    // unread there, and the schemas before and after tell the rename.
    let before = SchemaType.object(name: "position", fields: [Self.field("lat", .number("Double"))])
    let after = SchemaType.object(name: "position", fields: [Self.field("latitude", .number("Double"))])
    let round = try round(
      #"{"position": {"lat": 52.5}}"#, [Self.missing("position.latitude")],
      after: Self.schema(Self.field("position", after)), before: Self.schema(Self.field("position", before)))
    #expect(round.edits == [.renameKey("position.lat", to: "latitude")])
    // The old key's value fits neither: broken already, not filled beside it.
    let misfit = try self.round(
      #"{"position": {"lat": "52.5"}}"#, [Self.missing("position.latitude")],
      after: Self.schema(Self.field("position", after)), before: Self.schema(Self.field("position", before)))
    #expect(misfit.edits.isEmpty)
    #expect(misfit.unrepaired.first?.reason.hasPrefix("lat, read before as Double, may be what") == true)
  }

  static func repeatSchema(_ cases: [String]) -> ModelSchema {
    let days = SchemaType.object(name: "every", fields: [Self.field("days", .integer("Int"))])
    return schema(
      Self.field(
        "schedule",
        .object(
          name: "Repeat",
          fields: cases.map { Self.field($0, $0 == "never" ? .object(name: $0, fields: []) : days, required: false) })))
  }

  @Test func aCaseWithAPayloadRenamedRenamesItsOneKey() throws {
    let refused = FieldFailure(
      path: "schedule", kind: .invalidValue, expected: "Repeat", found: "an object",
      message: "Invalid number of keys found, expected one.")
    let text = #"{"schedule": {"every": {"days": 3}}}"#
    let round = try round(
      text, [refused], after: Self.repeatSchema(["recurring", "never"]), before: Self.repeatSchema(["every", "never"]))
    #expect(round.edits == [.renameKey("schedule.every", to: "recurring")])
    #expect(round.notes.map(\.description) == ["renamed case schedule every to recurring"])
    // Two cases renamed at once: which is which is not guessed.
    let two = try self.round(
      text, [refused], after: Self.repeatSchema(["recurring", "later"]), before: Self.repeatSchema(["every", "never"]))
    #expect(two.edits.isEmpty)
    #expect(two.unrepaired.count == 1)
  }
}
