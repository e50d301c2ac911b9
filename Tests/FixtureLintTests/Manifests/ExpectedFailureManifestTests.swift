import FixtureEngine
import FixtureLint
import Testing

struct ExpectedFailureManifestTests {
  @Test func readsOneFixtureAndPathALineSkippingCommentsAndBlankLines() {
    let manifest = ExpectedFailureManifest(
      parsing: """
        # where they fail

        index-as-string.json  pokedexIndex
        deep/renamed.json\tassets[0].state
          padded.json     $   \r
        odd key.json  ["odd key"].x
        """)
    #expect(manifest.problems.isEmpty)
    #expect(
      manifest.entries == [
        .init(fixture: "index-as-string.json", path: "pokedexIndex", line: 3),
        .init(fixture: "deep/renamed.json", path: "assets[0].state", line: 4),
        .init(fixture: "padded.json", path: "$", line: 5),
        .init(fixture: "odd key.json", path: #"["odd key"].x"#, line: 6),
      ])
    #expect(manifest.entry(for: "padded.json")?.path == "$")
    #expect(manifest.entry(for: "missing.json") == nil)
  }

  @Test func windowsLineEndingsKeepLineNumbers() {
    let manifest = ExpectedFailureManifest(parsing: "# header\r\na.json  x\r\nb.json  y\r\n")
    #expect(manifest.entries.map(\.line) == [2, 3])
    #expect(manifest.entries.map(\.path) == ["x", "y"])
  }

  @Test func linesWithoutAPathOrAJSONNameAndRepeatedFixturesAreProblems() {
    let manifest = ExpectedFailureManifest(
      parsing: """
        a.json  name
        b.json
        notes about c
        a.json  other
        c.jsonx  id
        """)
    #expect(manifest.entries == [.init(fixture: "a.json", path: "name", line: 1)])
    #expect(manifest.problems.map(\.line) == [2, 3, 4, 5])
    #expect(manifest.problems[0].message.contains("e.g. index-as-string.json  pokedexIndex"))
    #expect(manifest.problems[2].message == "a.json is listed again (first on line 1); keep one line for it")
  }

  @Test func writesAHeaderAndTheEntriesSortedByFixture() {
    let manifest = ExpectedFailureManifest(entries: [
      .init(fixture: "z.json", path: "id"), .init(fixture: "a.json", path: "name", line: 9),
    ])
    let lines = manifest.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("# ") == true)
    #expect(Array(lines.suffix(3)) == ["a.json  name", "z.json  id", ""])
    let reread = ExpectedFailureManifest(parsing: manifest.text)
    #expect(reread.problems.isEmpty)
    #expect(reread.entries.map(\.fixture) == ["a.json", "z.json"])
  }
}
