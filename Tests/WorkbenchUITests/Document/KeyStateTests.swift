import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe
import Testing

@testable import WorkbenchUI

/// The keys pane marks a value that is not what the schema expects (`[!]`): an `Int` enum's case
/// written as a number is what it expects.
struct KeyStateTests {
  let tier = SchemaType.enumeration(name: "Tier", cases: ["1", "2", "3"])

  @Test func anIntEnumsCaseIsAValueAndAnotherNumberIsNot() {
    #expect(KeyRows.state(of: .number(2), as: tier) == .value("2"))
    #expect(KeyRows.state(of: .number(7), as: tier) == .raw("7"))
  }

  /// Each position of an array the model reads by position has its own type, and the array is
  /// named by them.
  @Test func eachPositionOfAnArrayReadByPositionHasItsOwnType() throws {
    let points = SchemaField(key: "points", type: .array(.array(.integer("Int"))), isRequired: true)
    var schema = ModelSchema(name: "Chart", root: .object(name: "Chart", fields: [points]), unlearned: [])
    schema.positionalArrays = ["points[0]"]
    schema.positionalTypes = ["points[0][1]": .number("Double")]
    let document = try JSONParser.parse(Data(#"{"points": [[1710201600, 18.2], [1710205200, 17.9]]}"#.utf8))
    let rows = KeyRows.build(schema: schema, document: document, folded: [])
    let types = Dictionary(uniqueKeysWithValues: rows.map { ($0.path.description, $0.typeText) })
    #expect(types["points"] == "[(Int, Double)]")
    #expect(types["points[1]"] == "(Int, Double)")
    #expect(types["points[1][0]"] == "Int")
    #expect(types["points[1][1]"] == "Double")
  }

  /// A value of any type the model accepts there (an identifier sent as `42` or `"wo_12"`) is one
  /// it expects, and text of any of them can be typed in.
  @Test func aValueOfAnyTypeTheModelAcceptsIsExpected() throws {
    let id = SchemaField(key: "id", type: .integer("Int"), isRequired: true)
    var schema = ModelSchema(name: "Visit", root: .object(name: "Visit", fields: [id]), unlearned: [])
    schema.accepted = ["id": [.integer("Int"), .string]]
    let document = try JSONParser.parse(Data(#"{"id": "wo_12"}"#.utf8))
    let row = try #require(KeyRows.build(schema: schema, document: document, folded: []).first)
    #expect(row.state == .value(#""wo_12""#))
    #expect(row.typeText == "Int | String")
    var editor = EditorDocument(schema: schema, options: DecodingOptions(), value: document)
    try editor.setText("wo_13", for: row)
    #expect(editor.value == ["id": "wo_13"])
    try editor.setText("7", for: row)
    #expect(editor.value == ["id": 7])
  }

  /// In a map (an object read by the keys it holds), each key's value has the types learned for
  /// every key; a type name too long for its column drops the types it is nested in.
  @Test func aValueUnderAnyKeyOfAMapHasTheTypesLearnedForEveryKey() throws {
    let parcel = SchemaType.object(
      name: "IdiomModels.Shipment.Parcel", fields: [SchemaField(key: "code", type: .integer("Int"), isRequired: true)])
    let stock = SchemaField(key: "stock", type: .dictionary(.array(parcel)), isRequired: true)
    var schema = ModelSchema(name: "Depot", root: .object(name: "Depot", fields: [stock]), unlearned: [])
    let everyCode = JSONPath([.key("stock"), .key(ModelSchema.anyKey), .index(0), .key("code")])
    schema.accepted = [everyCode: [.integer("Int"), .string]]
    #expect(schema.treePath(of: "stock.crates[1].code") == everyCode)
    let document = try JSONParser.parse(Data(#"{"stock": {"crates": [{"code": 4}, {"code": "c-1"}]}}"#.utf8))
    let rows = KeyRows.build(schema: schema, document: document, folded: [])
    let types = Dictionary(uniqueKeysWithValues: rows.map { ($0.path.description, $0.typeText) })
    #expect(types["stock.crates[1].code"] == "Int | String")
    #expect(rows.first { $0.path == "stock.crates[1].code" }?.state == .value(#""c-1""#))
    #expect(types["stock.crates"] == "[Parcel]")
    #expect(types["stock"] == "[String: [Parcel]]")
  }
}
