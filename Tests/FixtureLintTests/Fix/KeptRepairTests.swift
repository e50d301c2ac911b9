import FixtureEngine
import Foundation
import JSONTrace
import Testing

@testable import FixtureLint

/// The repairs a lint keeps for `lint --fix`: read back as they were worked out, and held only
/// while what they were worked out from is the same.
struct KeptRepairTests {
  @Test func aRepairReadsBackWithItsTextAndEveryNote() throws {
    let notes = [
      RepairNote(kind: .renamedKey, path: "order.store_id", detail: "location_id to store_id"),
      RepairNote(kind: .moved, path: "address", detail: "address_line_1 into address"),
      RepairNote(kind: .filled, path: "currency", detail: "\"\""),
      RepairNote(kind: .renamedCase, path: "items[1].state", detail: "CANCELED to CANCELLED"),
      RepairNote(kind: .converted, path: "logo.width", detail: "240 to \"240\""),
    ]
    let text = Array(#"{"store_id": "L88FK1", "name": "Café"}"#.utf8)
    let kept = try JSONDecoder().decode(
      StoredRepair.self, from: JSONEncoder().encode(StoredRepair(.repaired(text: text, notes: notes))))
    guard case .repaired(let keptText, let keptNotes) = kept.outcome else {
      Issue.record("read back as \(String(describing: kept.outcome))")
      return
    }
    #expect(keptText == text)
    #expect(keptNotes == notes)
  }

  @Test func fieldsLeftToAPersonReadBackWithWhy() throws {
    let failure = FieldFailure(
      path: "total", kind: .wrongType, expected: "Int", found: "\"ten\"", message: "expected Int")
    let fields = [UnrepairedField(failure: failure, reason: "not a number written as a string")]
    let kept = try JSONDecoder().decode(
      StoredRepair.self,
      from: JSONEncoder().encode(StoredRepair(.needsYou(fields, summary: "1 field needs you"))))
    guard case .needsYou(let keptFields, let summary) = kept.outcome else {
      Issue.record("read back as \(String(describing: kept.outcome))")
      return
    }
    #expect(keptFields == fields)
    #expect(summary == "1 field needs you")
  }

  @Test func aNoteOfAKindThisBuildDoesNotKnowIsNoRepair() throws {
    var stored = StoredRepair(.repaired(text: Array("{}".utf8), notes: []))
    stored.notes = [StoredRepair.Note(kind: "transmuted", path: "a", detail: "b")]
    #expect(stored.outcome == nil)
  }

  @Test func theInputsChangeWithTheModelTheBytesAndTheSiblings() {
    let workspace = Workspace("Shop", directory: "/tmp/shop", models: [])
    let original = Array(#"{"id": 1}"#.utf8)
    let inputs = workspace.repairInputs(model: "Order", original: original, siblings: "s1")
    #expect(workspace.repairInputs(model: "Order", original: original, siblings: "s1") == inputs)
    #expect(workspace.repairInputs(model: "Merchant", original: original, siblings: "s1") != inputs)
    #expect(workspace.repairInputs(model: "Order", original: Array(#"{"id": 2}"#.utf8), siblings: "s1") != inputs)
    #expect(workspace.repairInputs(model: "Order", original: original, siblings: "s2") != inputs)
  }
}
