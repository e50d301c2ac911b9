import Testing

@testable import FixtureLint

/// A manifest line follows its fixture's renamed key; every other byte stays.
struct ManifestPathChangeTests {
  @Test func onlyTheLineOfTheFixtureAtItsOldPathChanges() {
    let text = "# header\nbad-id.json  id\nbad-number.json   number\nother.json  number\n"
    let change = ManifestPathChange(
      manifest: "/m", fixture: "bad-number.json", from: "number", to: "reference", text: text)
    #expect(
      ManifestPathChange.applying([change], to: text)
        == "# header\nbad-id.json  id\nbad-number.json   reference\nother.json  number\n")
    let diff = ManifestPathChange.diffs([change]) { $0 }
    #expect(diff.contains("-bad-number.json   number\n+bad-number.json   reference\n"))
  }
}
