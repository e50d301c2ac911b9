import FixtureEngine
import Foundation
import GoldenRecording
import JSONFragment
import Locations
import Pokedex
import Releases
import SnapshotTesting
import Testing
import WorkbenchContext
import WorkbenchUI

/// Opening a model and a payload: a model with fixtures starts on its first one, and the title
/// shows no verdict but the one on the payload shown.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct OpeningGoldenFrameTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  /// The first line of the frame.
  private func title(_ driver: UIDriver) -> String {
    String(driver.text.split(separator: "\n").first ?? "")
  }

  @Test func aModelWithoutAFragmentOpensOnItsFirstFixtureNotOnPlaceholders() throws {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.press(.down, .down, .enter, .enter)
    let editor = try #require(driver.editor)
    #expect(editor.model.name == "Release")
    #expect(editor.sourceName == "stable-release.json")
    #expect(editor.document.value["tag_name"] == "v2.4.0")
    #expect(!driver.text.contains("\"text\""))
    #expect(title(driver).contains("Releases > Release  stable-release.json"))
    assertSnapshot(of: driver.text, as: .lines)
  }

  @Test func theFirstFrameComesBeforeTheModelIsLearnedAndTheKeysFillInAfter() throws {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.holds = { if case .learn = $0 { true } else { false } }
    driver.press(.down, .down, .enter, .enter)
    let learning = try #require(driver.editor)
    #expect(learning.isLearning)
    #expect(learning.rows.isEmpty)
    #expect(learning.sourceName == "stable-release.json", "the fixture is read while the model is learned")
    #expect(driver.text.contains("learning Release…"))
    #expect(driver.text.contains("\"tag_name\": \"v2.4.0\""), "the JSON pane shows the fixture meanwhile")
    driver.press(.character("x"))
    #expect(driver.state.overlay == nil, "no export of keys not learned yet")
    assertSnapshot(of: driver.text, as: .lines)
    driver.deliverHeld()
    let learned = try #require(driver.editor)
    #expect(!learned.isLearning)
    #expect(learned.rows.contains { $0.path == "tag_name" })
    #expect(learned.sourceName == "stable-release.json")
    #expect(learned.inspection?.decodes == true)
    #expect(!driver.text.contains("learning Release…"))
  }

  @Test func aModelLearnedWithoutAPayloadToOpenDecodesItsReferencePayloadOnlyThen() throws {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.holds = { if case .learn = $0 { true } else { false } }
    let workspace = try driver.state.registry.workspace(named: "Pokedex")
    driver.open(workspace: workspace, model: "Pokemon", payload: nil)
    #expect(driver.editor?.isLearning == true)
    #expect(driver.editor?.isDecoding == false, "nothing to decode before the reference payload is known")
    driver.deliverHeld()
    #expect(driver.editor?.document.value["name"] == "Charizard")
    #expect(driver.editor?.inspection?.decodes == true)
  }

  @Test func theEditorWaitsForTheFirstFixtureWithEmptyPanes() throws {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.holds = { if case .openFirstFixture = $0 { true } else { false } }
    driver.press(.down, .down, .enter, .enter)
    #expect(driver.editor?.isWaitingForFirstPayload == true)
    #expect(title(driver).contains("opening the first fixture…"))
    #expect(title(driver).contains("opening…"))
    #expect(!driver.text.contains("\"text\""), "no placeholder values while the fixture opens")
    driver.press(.character(" "))
    #expect(driver.editor?.hasUnsavedChanges == false, "no edits of a payload not shown")
    assertSnapshot(of: driver.text, as: .lines)
    driver.deliverHeld()
    #expect(driver.editor?.sourceName == "stable-release.json")
    #expect(driver.editor?.inspection?.decodes == true)
  }

  @Test func aModelWithoutFixturesOpensOnItsReferencePayload() throws {
    var driver = UIDriver(Self.registry)
    driver.open(workspace: .locations, model: "Address")
    let editor = try #require(driver.editor)
    #expect(editor.opening == nil)
    #expect(editor.sourceName == nil)
    #expect(editor.inspection?.decodes == true)
    #expect(title(driver).contains("AddressFragment()"))
  }

  @Test func aFirstFixtureThatCannotBeReadFallsBackToTheReferencePayload() throws {
    let files = InMemoryFileSystem.copyingFixtures(of: Self.registry)
    var context = AppContext.test(files: files)
    context.files.read = { path in throw POSIXError(.EACCES) }
    var driver = UIDriver(Self.registry, context: context)
    driver.open(workspace: .pokedex, model: "Pokemon")
    let editor = try #require(driver.editor)
    #expect(editor.opening == nil)
    #expect(editor.inspection?.decodes == true)
    #expect(driver.state.message?.text == "charizard.json: cannot read the file: Permission denied")
  }

  @Test func openingAnotherPayloadShowsNoOtherPayloadsVerdict() throws {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.open(workspace: .releases, model: "Release")
    #expect(title(driver).contains("decodes ✓"))
    driver.holds = { if case .open = $0 { true } else { false } }
    driver.press(.character("o"), .home, .enter)
    #expect(title(driver).contains("opening draft-without-assets.json…"))
    #expect(!title(driver).contains("✓"), "the verdict of the payload before is not this one's")
    assertSnapshot(of: driver.text, as: .lines, named: "opening")

    driver.holds = { if case .inspect = $0 { true } else { false } }
    driver.deliverHeld()
    #expect(driver.editor?.sourceName == "draft-without-assets.json")
    #expect(title(driver).contains("draft-without-assets.json"))
    #expect(title(driver).contains("decoding…"))
    #expect(!title(driver).contains("✓"), "until this payload's verdict arrives, the title says it is decoding")
    assertSnapshot(of: driver.text, as: .lines, named: "decoding")

    driver.deliverHeld()
    #expect(title(driver).contains("decodes ✓"))
  }

  @Test func anEditShowsDecodingUntilItsVerdictArrives() throws {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter)
    driver.holds = { if case .inspect = $0 { true } else { false } }
    driver.press(.down, .character("n"))
    #expect(title(driver).contains("decoding…"))
    #expect(!title(driver).contains("✓"))
    driver.deliverHeld()
    #expect(title(driver).contains("does not decode ✗"))
  }
}
