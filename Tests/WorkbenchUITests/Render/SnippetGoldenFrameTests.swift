import FixtureEngine
import GoldenRecording
import JSONFragment
import Locations
import Pokedex
import Releases
import SnapshotTesting
import Testing
import WorkbenchContext
import WorkbenchUI

/// Golden frames of the snippet workflow: what the status line says after a copy, and searching
/// with a regular expression.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct SnippetGoldenFrameTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  @Test func statusLineAfterCopyingAPathAndTheSwiftCode() {
    var driver = UIDriver(Self.registry, context: .test(files: InMemoryFileSystem()))
    driver.open(workspace: .locations, model: "Location")
    driver.select("address.city")
    driver.press(.character("y"))
    assertSnapshot(of: driver.text, as: .lines, named: "path")
    driver.press(.character("n"), .character("Y"))
    assertSnapshot(of: driver.text, as: .lines, named: "code")
  }

  @Test func searchWithARegularExpressionAndAnInvalidOne() {
    var driver = UIDriver(Self.registry)
    driver.open(workspace: .locations, model: "Location")
    driver.press(.character("/"))
    driver.type(#"^"(city|country)": "M"#)
    assertSnapshot(of: driver.text, as: .lines, named: "prompt")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines, named: "found")
    driver.press(.character("/"), .control("u"))
    driver.type("Bisc(")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines, named: "invalid")
  }
}
