import Testing

@testable import PackageLauncher

/// A launcher build logged to a file or a pipe shows a few progress lines, not every one.
struct BuildProgressLinesTests {
  @Test func theFirstLineAndEachQuarterAreShown() {
    var lines = BuildProgressLines()
    let log = ["[0/1] Planning build"] + (1...200).map { "[\($0)/200] Compiling Module File\($0).swift" }
    let shown = log.filter { lines.shows($0) }
    #expect(
      shown == [
        "[0/1] Planning build", "[50/200] Compiling Module File50.swift", "[100/200] Compiling Module File100.swift",
        "[150/200] Compiling Module File150.swift", "[200/200] Compiling Module File200.swift",
      ])
  }

  @Test func otherLinesAreNeverShown() {
    var lines = BuildProgressLines()
    let shown = ["Building for debugging...", "[x/y] odd", "error: no such module"].filter { lines.shows($0) }
    #expect(shown.isEmpty)
    #expect(BuildProgressLines.counts(in: "[176/193] Compiling FixtureEngine X.swift")! == (176, 193))
  }
}
