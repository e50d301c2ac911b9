import FixtureEngine
import FixtureLint
import Foundation
import Pokedex
import Testing
import WorkbenchContext

/// A key the model never reads is one warning however many fixtures have it: at its first place,
/// with the count.
struct UnreadKeyTallyTests {
  @Test func aKeyInSeveralFixturesIsOneWarningAtTheFirstWithTheCount() throws {
    let shiny = { (index: Int) in
      #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": \#(index), "shiny": true}"#
    }
    let files = [
      "/ws/Fixtures/a.json": shiny(1),
      "/ws/Fixtures/b.json": shiny(2),
      "/ws/Fixtures/c.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 3, "mega": 1}"#,
    ]
    let report = WorkspaceLintTests.dex.lint(in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })))
    let findings = report.fixtures.map { $0.findings.map(\.message) }
    #expect(
      findings == [
        ["shiny: the model never reads this key; 2 fixtures have it (2 places), this is the first"], [],
        ["mega: the model never reads this key"],
      ])
    #expect(report.summary.warnings == 2)
    #expect(report.outcome == .passes)
  }
}
