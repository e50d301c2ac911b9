import FixtureEngine
import Foundation
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureLint

/// Keys a model never reads are one note in all by default; listed (`--unread`), a key is one
/// warning however many fixtures have it: at its first place, with the count.
struct UnreadKeyTallyTests {
  static let files = [
    "/ws/Fixtures/a.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 1, "shiny": true}"#,
    "/ws/Fixtures/b.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 2, "shiny": true}"#,
    "/ws/Fixtures/c.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 3, "mega": 1}"#,
  ]

  @Test func byDefaultEachModelThatLeavesKeysUnreadIsOneLine() throws {
    let report = WorkspaceLintTests.dex.lint(
      in: .test(files: InMemoryFileSystem(Self.files.mapValues { Data($0.utf8) })))
    #expect(
      report.unread.map(\.message) == [
        "Pokemon reads 9 of the 12 keys its 3 fixtures hold; --unread lists the 2 keys it never reads"
      ])
    #expect(report.fixtures.allSatisfy { $0.findings.allSatisfy { $0.severity == .note } })
    // Real APIs send more than a client models: a note in all, not a warning per model.
    #expect(ModelUnread.note(for: report.unread) == "1 model leaves keys unread; --unread lists them")
    #expect(report.summary.warnings == 0)
    #expect(report.outcome == .passes)
  }

  @Test func theNoteCountsTheModels() {
    let unread = { (name: String) in ModelUnread(model: name, fixtures: 1, read: 1, keys: 2, unreadKeys: ["x"]) }
    #expect(ModelUnread.note(for: []) == nil)
    #expect(ModelUnread.note(for: ["A", "B", "C"].map(unread)) == "3 models leave keys unread; --unread lists them")
  }

  @Test func aKeyInSeveralFixturesIsOneWarningAtTheFirstWithTheCount() throws {
    let shiny = { (index: Int) in
      #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": \#(index), "shiny": true}"#
    }
    let files = [
      "/ws/Fixtures/a.json": shiny(1),
      "/ws/Fixtures/b.json": shiny(2),
      "/ws/Fixtures/c.json": #"{"baseType": "fire", "name": "Charizard", "pokedexIndex": 3, "mega": 1}"#,
    ]
    let report = WorkspaceLintTests.dex.lint(
      in: .test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) })), listingUnread: true)
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
