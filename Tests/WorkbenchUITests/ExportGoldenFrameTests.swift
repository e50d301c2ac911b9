import FixtureEngine
import Foundation
import JSONFragment
import Pokedex
import SnapshotTesting
import Testing
import WorkbenchUI

/// Golden frames of the export (`x`) and scenario matrix (`m`) overlays, exporting into memory.
@Suite(.snapshots(record: .missing))
struct ExportGoldenFrameTests {
  private func pokemonEditor(files: InMemoryFileSystem, width: Int = 80, height: Int = 24) -> UIDriver {
    let workspace = ExportBehaviourTests.inMemory(.pokedex)
    var driver = UIDriver(WorkspaceRegistry([workspace]), width: width, height: height, context: .test(files: files))
    driver.open(workspace: workspace, model: "Pokemon")
    return driver
  }

  @Test func exportChoiceAndPlanWithAnOverwrite() {
    let files = InMemoryFileSystem([ExportBehaviourTests.exports + "/Fixtures/charizard.json": Data("{}\n".utf8)])
    var driver = pokemonEditor(files: files)
    driver.press(.character("x"))
    assertSnapshot(of: driver.text, as: .lines, named: "choice")
    driver.press(.enter, .control("u"))
    driver.type("charizard")
    assertSnapshot(of: driver.text, as: .lines, named: "name")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines, named: "plan")
  }

  @Test func matrixWithCounts() {
    var driver = pokemonEditor(files: InMemoryFileSystem())
    driver.press(.character("m"), .down, .character("f"))
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func matrixPlanAtTheSmallestSize() {
    var driver = pokemonEditor(files: InMemoryFileSystem(), width: 60, height: 16)
    driver.press(.character("m"), .character("f"), .enter, .control("u"))
    driver.type("ピカチュウ")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines)
  }
}
