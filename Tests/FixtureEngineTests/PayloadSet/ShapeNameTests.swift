import Testing

@testable import FixtureEngine
@testable import ModelProbe

/// A shape's fixture is named by what sets it apart from the first shape.
struct ShapeNameTests {
  let fields = [
    SummaryField(path: "name", isRequired: true, typeName: "String"),
    SummaryField(path: "hours[].temp", isRequired: true, typeName: "Double"),
    SummaryField(path: "sky", isRequired: true, typeName: "Sky"),
  ]
  let first = PayloadRecord(verdict: .decodes, states: [.present, .present, .present])

  func name(_ record: PayloadRecord, number: String = "02") -> String {
    ShapeName.fileName(number: number, record: record, first: first, fields: fields)
  }

  @Test func theFirstTwoDifferencesNameTheShape() {
    let record = PayloadRecord(
      verdict: .fails(path: "name", message: ""), states: [.absent, [.present, .wrongType], .null])
    #expect(name(record) == "shape-02-name-absent-hours-temp-wrong-type.json")
  }

  @Test func anUnknownEnumValueIsNamedByItsValue() {
    let record = PayloadRecord(
      verdict: .fails(path: "sky", message: ""), states: [.present, .present, [.present, .failing]],
      unknownValues: [.init(field: 2, value: "Fog Bank")])
    #expect(name(record) == "shape-02-sky-unknown-fog-bank.json")
  }

  @Test func keysTheModelNeverReadsAddedOrGone() {
    let extra = PayloadRecord(verdict: .decodes, states: first.states, neverRead: ["shiny"])
    #expect(name(extra) == "shape-02-shiny-extra.json")
    let reference = PayloadRecord(verdict: .decodes, states: first.states, neverRead: ["shiny"])
    #expect(
      ShapeName.fileName(number: "03", record: first, first: reference, fields: fields) == "shape-03-no-shiny.json")
  }

  @Test func theFirstShapeAndAnIdenticalOneHaveJustANumber() {
    #expect(ShapeName.fileName(number: "01", record: first, first: nil, fields: fields) == "shape-01.json")
    #expect(name(first) == "shape-02.json")
  }

  @Test func aLongNameIsCutAtADash() {
    let slug = ShapeName.slug("a very long key path.with many.parts[].in it wrong type")
    #expect(slug == "a-very-long-key-path-with-many-parts-in")
    #expect(slug.count <= ShapeName.wordLimit)
    #expect(ShapeName.slug("Ünïcode key / null") == "n-code-key-null")
  }
}
