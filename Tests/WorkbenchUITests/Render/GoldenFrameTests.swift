import FixtureEngine
import GoldenRecording
import JSONFragment
import Locations
import Pokedex
import Releases
import SnapshotTesting
import Testing
import WorkbenchUI

/// Golden frames of each screen and state, kept as text under `__Snapshots__`. A changed frame
/// fails the test with a diff; delete the file to record it anew after a deliberate change.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct GoldenFrameTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  @Test func workspaceList() {
    let driver = UIDriver(Self.registry)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func modelList() {
    var driver = UIDriver(Self.registry)
    driver.press(.down, .enter)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func pokemonEditorAt80x24() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func pokemonEditorAt120x40() {
    var driver = UIDriver(Self.registry, width: 120, height: 40)
    driver.press(.enter, .enter)
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func nameNullThenAbsent() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter, .down)
    driver.press(.character("n"))
    assertSnapshot(of: driver.text, as: .lines, named: "null")
    driver.press(.character("n"), .character(" "))
    assertSnapshot(of: driver.text, as: .lines, named: "absent")
  }

  @Test func unknownEnumValueFails() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter)
    for _ in 0..<5 { driver.press(.character(">")) }
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func failingFixtureShowsEveryFailure() {
    var driver = UIDriver(Self.registry, width: 120, height: 40)
    driver.open(workspace: .releases, model: "Release")
    driver.send(.opened(name: "failing/renamed-and-retyped.json", try! JSONParser.parse(Self.renamedAndRetyped), nil))
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func locationsWithNestedAddress() {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.open(workspace: .locations, model: "Location")
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func helpOverlay() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter, .character("?"))
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func editPromptAndTypeError() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter, .down, .down, .character("e"))
    driver.press(.control("u"))
    driver.type("six")
    assertSnapshot(of: driver.text, as: .lines, named: "prompt")
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines, named: "error")
  }

  @Test func quitWithUnsavedChangesAsks() {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter, .character("n"), .character("q"))
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func tooSmallTerminalsGetAPoliteMessage() {
    var driver = UIDriver(Self.registry, width: 40, height: 10)
    driver.press(.enter)
    assertSnapshot(of: driver.text, as: .lines, named: "40x10")
    driver.press(.resize(width: 20, height: 6))
    assertSnapshot(of: driver.text, as: .lines, named: "20x6")
  }

  static let renamedAndRetyped = """
    {"id": "170243920", "tagName": "v2.4.1", "html_url": "https://x.dev/v2.4.1", "draft": false, "prerelease": false,
     "published_at": "14 Aug 2026",
     "author": {"login": "release-bot", "id": 41898282, "avatar_url": "https://x.dev/a.png", "type": "Mannequin"},
     "assets": [{"id": 1, "name": "w.tar.gz", "content_type": "application/gzip", "state": "starter", "size": null,
       "download_count": 0, "created_at": "2026-08-15T10:00:00Z", "browser_download_url": "https://x.dev/w.tar.gz"}]}
    """
}
