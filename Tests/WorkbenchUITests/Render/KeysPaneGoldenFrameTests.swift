import FixtureEngine
import GoldenRecording
import JSONFragment
import Pokedex
import Releases
import SnapshotTesting
import Testing
import WorkbenchUI

/// Golden frames of the keys pane sized by its content: at 100 columns `Pokemon.Kind`,
/// `Account.Kind` and `80000 elements` are whole; at 80 the pane keeps its usual width, having no
/// room for the types.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct KeysPaneGoldenFrameTests {
  @Test func pokemonAt100x30And80x24() {
    var driver = UIDriver(WorkspaceRegistry([.pokedex]), width: 100, height: 30)
    driver.press(.enter, .enter)
    #expect(driver.text.contains("Pokemon.Kind  \"fire\""))
    assertSnapshot(of: driver.text, as: .lines, named: "100x30")
    driver.press(.resize(width: 80, height: 24))
    assertSnapshot(of: driver.text, as: .lines, named: "80x24")
  }

  /// The 25 MB release the benchmark opens, its text laid out once; decoding it is left out (the
  /// title says `decoding…`): the frame is about the keys pane.
  @Test func aReleaseWith80000AssetsAt100x30And80x24() throws {
    let payload = ReleaseSamples.payload(assets: 80_000)
    var state = AppState(registry: WorkspaceRegistry([.releases]), width: 100, height: 30)
    let release = try Workspace.releases.model(named: "Release")
    _ = openEditor(in: &state, workspace: .releases, model: release, schema: release.schema(), payload: nil)
    _ = update(&state, with: .opened(name: "release-80000-assets.json", payload, JSONTextIndex(payload)))
    let wide = render(state).text
    for whole in ["Account.Kind  \"Bot\"", "[Asset]       80000 elements"] {
      #expect(wide.contains(whole), "\(whole) is cut")
    }
    assertSnapshot(of: wide, as: .lines, named: "100x30")
    _ = update(&state, with: .key(.resize(width: 80, height: 24)))
    assertSnapshot(of: render(state).text, as: .lines, named: "80x24")
  }
}
