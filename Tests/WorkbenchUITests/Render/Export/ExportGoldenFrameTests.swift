import FixtureEngine
import Foundation
import GoldenRecording
import JSONFragment
import Pokedex
import SnapshotTesting
import Testing
import WorkbenchContext
import WorkbenchUI

/// Golden frames of the export (`x`) and scenario matrix (`m`) overlays, exporting into memory.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
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

  @Test func planIntoATestTargetThatLacksTheLibrariesSaysSoBeforeWriting() {
    var workspace = ExportBehaviourTests.inMemory(.pokedex)
    workspace.exportNote = "PokedexTests needs JSONFragment and ModelAdapter to compile exported tests"
    var driver = UIDriver(
      WorkspaceRegistry([workspace]), width: 80, height: 24, context: .test(files: InMemoryFileSystem()))
    driver.open(workspace: workspace, model: "Pokemon")
    driver.press(.character("x"), .down, .enter, .control("u"))
    driver.type("charizard")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines)
    driver.press(.enter)
    #expect(driver.text.contains("\n wrote 1 file; PokedexTests needs JSONFragment"), "\(driver.text)")
  }
}
