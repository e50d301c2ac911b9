import FixtureEngine
import Foundation
import GoldenRecording
import JSONFragment
import PayloadSources
import Pokedex
import SnapshotTesting
import Testing
import WorkbenchContext
import WorkbenchUI

/// Many payloads opened at once: `[` and `]` step through them, the title shows the position and
/// how many fail, `S` switches the verdict pane between the payload and the set.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct PayloadSetGoldenFrameTests {
  static let registry = WorkspaceRegistry([.pokedex])
  static let log = [
    #"{"baseType": "fire", "name": "Charmander", "pokedexIndex": 4}"#,
    #"{"baseType": "shadow", "name": null, "pokedexIndex": 5, "shiny": true}"#,
    "not json",
    #"{"baseType": "water", "name": "Squirtle", "pokedexIndex": 7}"#,
  ].joined(separator: "\n")

  private func driver() -> UIDriver {
    let files = InMemoryFileSystem(["/logs/dex.ndjson": Data(Self.log.utf8)])
    var driver = UIDriver(Self.registry, width: 100, height: 30, context: .test(files: files))
    driver.open(
      workspace: .pokedex, model: "Pokemon",
      payload: .set(PayloadSet(inputs: ["/logs/dex.ndjson"]), name: "dex.ndjson"))
    return driver
  }

  private func title(_ driver: UIDriver) -> String {
    String(driver.text.split(separator: "\n").first ?? "")
  }

  @Test func theSetOpensOnItsFirstPayloadWithThePositionInTheTitle() throws {
    let driver = driver()
    #expect(driver.editor?.sourceName == "/logs/dex.ndjson:1")
    #expect(title(driver).contains("[1 of 4, 2 failing]"))
    #expect(title(driver).contains("decodes ✓"))
    #expect(driver.state.message?.text == "opened /logs/dex.ndjson:1")
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func oListsThePayloadsOfTheSetAndSlashNarrowsThem() throws {
    var driver = driver()
    driver.press(.character("o"))
    guard case .setPayloads = driver.state.overlay else {
      Issue.record("o in a set lists its payloads, not the fixtures: \(String(describing: driver.state.overlay))")
      return
    }
    #expect(driver.text.contains("Open a payload of the set"))
    #expect(driver.text.contains("✗ /logs/dex.ndjson:2"))
    #expect(driver.text.contains("✓ /logs/dex.ndjson:4"))
    assertSnapshot(of: driver.text, as: .lines, named: "list")
    driver.press(.character("/"), .character(":"), .character("4"))
    #expect(driver.text.contains("(1 of 4)"), "\(driver.text)")
    #expect(!driver.text.contains("dex.ndjson:2"))
    driver.press(.enter)
    #expect(driver.state.overlay == nil)
    #expect(driver.editor?.sourceName == "/logs/dex.ndjson:4")
    #expect(driver.editor?.document.value["name"] == "Squirtle")
    #expect(title(driver).contains("[4 of 4, 2 failing]"))
    driver.press(.character("o"), .escape)
    #expect(driver.state.overlay == nil)
    #expect(driver.editor?.sourceName == "/logs/dex.ndjson:4", "esc keeps the payload shown")
  }

  @Test func bracketsStepThroughThePayloadsAndStopAtTheEnds() throws {
    var driver = driver()
    driver.press(.character("["))
    #expect(driver.state.message?.text == "the first payload of the set")
    driver.press(.character("]"))
    #expect(driver.editor?.sourceName == "/logs/dex.ndjson:2")
    #expect(driver.editor?.document.value["baseType"] == "shadow")
    #expect(title(driver).contains("[2 of 4, 2 failing]"))
    #expect(title(driver).contains("does not decode ✗"))
    assertSnapshot(of: driver.text, as: .lines, named: "second")
    driver.press(.character("]"))
    #expect(title(driver).contains("[3 of 4, 2 failing]"))
    #expect(driver.state.message?.text.hasPrefix("/logs/dex.ndjson:3:1: ") == true, "the line that is not JSON")
    driver.press(.character("]"))
    #expect(driver.editor?.document.value["name"] == "Squirtle")
    driver.press(.character("]"))
    #expect(driver.state.message?.text == "the last payload of the set")
  }

  @Test func sTogglesTheVerdictPaneBetweenThePayloadAndTheSet() throws {
    var driver = driver()
    driver.press(.character("S"))
    #expect(driver.text.contains("Set (S)"))
    #expect(driver.text.contains("4 payloads: 2 decode, 2"))
    #expect(driver.text.contains("✗ name: required, null"))
    #expect(driver.text.contains("? shiny in 1"))
    assertSnapshot(of: driver.text, as: .lines, named: "set")
    driver.press(.character("S"))
    #expect(driver.text.contains("Verdict"))
    #expect(!driver.text.contains("Set (S)"))
  }

  @Test func oneErrorIsOneError() throws {
    let log = [
      #"{"baseType": "fire", "name": null, "pokedexIndex": 4}"#,
      #"{"baseType": "fire", "name": "A", "pokedexIndex": 1}"#,
    ]
    let files = InMemoryFileSystem(["/one.ndjson": Data(log.joined(separator: "\n").utf8)])
    var driver = UIDriver(Self.registry, width: 240, height: 30, context: .test(files: files))
    driver.open(
      workspace: .pokedex, model: "Pokemon", payload: .set(PayloadSet(inputs: ["/one.ndjson"]), name: "one.ndjson"))
    driver.press(.character("S"))
    #expect(driver.text.contains("the model against the set: 1 error "), "\(driver.text)")
  }

  @Test func anEditedPayloadIsNotLeftBehindByAStep() throws {
    var driver = driver()
    driver.press(.character(" "))
    #expect(driver.editor?.hasUnsavedChanges == true)
    driver.press(.character("]"))
    #expect(driver.editor?.sourceName == "/logs/dex.ndjson:1")
    #expect(driver.state.message?.text.hasPrefix("unsaved changes") == true)
  }

  @Test func theSetListsAHundredFailingPayloadsAndCountsTheRest() throws {
    let log = (0..<150).map { #"{"baseType": "fire", "name": null, "pokedexIndex": \#($0)}"# }.joined(separator: "\n")
    let files = InMemoryFileSystem(["/big.ndjson": Data(log.utf8)])
    var driver = UIDriver(Self.registry, width: 100, height: 30, context: .test(files: files))
    driver.open(
      workspace: .pokedex, model: "Pokemon", payload: .set(PayloadSet(inputs: ["/big.ndjson"]), name: "big"))
    #expect(driver.editor?.payloadSet?.failing == 150)
    driver.press(.character("S"), .tab, .tab, .character("G"))
    #expect(driver.text.contains("and 50 more"), "\(driver.text)")
  }
}
