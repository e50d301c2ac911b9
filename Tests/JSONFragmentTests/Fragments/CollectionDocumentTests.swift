import Foundation
import JSONFragment
import Testing

/// A payload that is a map of objects (`{"pewter": {...}, "cerulean": {...}}`), or a list or map of
/// plain values (`[true, false]`), is a document too, compared with the decoded collection in one
/// call.
struct CollectionDocumentTests {
  @Test func aMapOfFragmentsIsADocumentComparedKeyByKey() throws {
    let document = ["pewter": BadgeFragment(), "cerulean": BadgeFragment(name: "Cascade", gym: "Cerulean")]
      .toJSONObject()
    #expect(
      document.string(style: .compact)
        == #"{"cerulean":{"name":"Cascade","gym":"Cerulean"},"pewter":{"name":"Boulder","gym":"Pewter"}}"#)
    let badges = try JSONDecoder().decode([String: Trainer.Badge].self, from: document.data())
    #expect(document.compare(to: badges).isMatch)
    var changed = badges
    changed["pewter"]?.name = "Rainbow"
    #expect(document.compare(to: changed).mismatches.map(\.path.description) == ["pewter.name"])
    changed["pewter"] = nil
    changed["viridian"] = badges["cerulean"]
    #expect(document.compare(to: changed).mismatches.map(\.path.description) == ["pewter", "viridian"])
  }

  @Test func plainValuesAreADocumentComparedAsValues() throws {
    let document = JSONComposer<[Bool]>(value: [true, false])
    #expect(document.string(style: .compact) == "[true,false]")
    #expect(document.compare(to: [true, false]).isMatch)
    #expect(!document.compare(to: [true, true]).isMatch)
    let rates = JSONComposer<[String: Double]>(value: ["EUR": 1, "USD": 1.08])
    #expect(try JSONDecoder().decode([String: Double].self, from: rates.data()) == ["EUR": 1, "USD": 1.08])
    #expect(rates.compare(to: ["EUR": 1, "USD": 1.08]).isMatch)
  }
}
