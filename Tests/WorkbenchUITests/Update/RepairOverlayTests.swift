import FixtureEngine
import Foundation
import GoldenRecording
import JSONCore
import SnapshotTesting
import Testing
import WorkbenchContext
import WorkbenchUI

/// `f` in the editor: the repair `lint --fix` would make of the open fixture, as a diff in an
/// overlay; `y` writes it and the fixture is opened again, decoding.
@Suite(.snapshots(record: GoldenRecording.isOn ? .all : .missing))
struct RepairOverlayTests {
  struct WorkOrder: Decodable {
    let id: String
    let dueAt: String
  }

  static let fixture = "/shop/Fixtures/work-order.json"
  static let registry: WorkspaceRegistry = {
    var workspace = Workspace(
      "Shop", directory: "/shop", fixtures: ["Fixtures"], models: [.model(WorkOrder.self, name: "WorkOrder")])
    workspace.fitsInThisProcess = true
    return WorkspaceRegistry([workspace])
  }()
  let files = InMemoryFileSystem([fixture: Data("{\"id\": \"wo_1\"}\n".utf8)])

  func openedEditor(_ payload: PayloadToOpen = .file(path: fixture, name: "work-order.json")) -> UIDriver {
    var driver = UIDriver(Self.registry, context: .test(files: files))
    driver.open(workspace: Self.registry.workspaces[0], model: "WorkOrder", payload: payload)
    return driver
  }

  /// At 80x24 a long diff is cut short with a line that says so; what the repair does is shown whole.
  @Test func aDiffTooLongForTheBoxIsCutShortAndTheNotesKept() throws {
    var driver = openedEditor()
    driver.press(.character("f"))
    guard case .repair(var proposal)? = driver.state.overlay, let separator = proposal.lines.lastIndex(of: "") else {
      Issue.record("no repair overlay: \(String(describing: driver.state.message))")
      return
    }
    let notes = Array(proposal.lines[(separator + 1)...]) + ["renamed a to b"]
    proposal.lines = (0..<30).map { "+line \($0)" } + [""] + notes
    let shown = proposal.lines(fitting: 18)
    #expect(shown.count == 18)
    #expect(shown.suffix(2) == [#"filled dueAt with "": review"#, "renamed a to b"])
    #expect(shown[14] == "… 16 more lines of the diff")
    #expect(proposal.lines(fitting: 40) == proposal.lines)
  }

  @Test func fShowsTheRepairAndYWritesItThenTheFixtureDecodes() throws {
    var driver = openedEditor()
    #expect(driver.editor?.inspection?.decodes == false)
    driver.press(.character("f"))
    guard case .repair(let proposal)? = driver.state.overlay else {
      Issue.record("no repair overlay: \(String(describing: driver.state.message))")
      return
    }
    #expect(proposal.lines.contains(#"-{"id": "wo_1"}"#))
    #expect(proposal.lines.contains(#"+{"id": "wo_1", "dueAt": ""}"#))
    #expect(proposal.lines.last == #"filled dueAt with "": review"#)
    #expect(driver.text.contains("Repair work-order.json (y applies, any other key closes)"))
    assertSnapshot(of: driver.text, as: .lines, named: "80x24")
    #expect(try files.fileSystem.read(Self.fixture) == Data("{\"id\": \"wo_1\"}\n".utf8), "written before y")

    driver.press(.character("y"))
    #expect(driver.state.overlay == nil)
    #expect(try files.fileSystem.read(Self.fixture) == Data("{\"id\": \"wo_1\", \"dueAt\": \"\"}\n".utf8))
    #expect(driver.editor?.inspection?.decodes == true)
    #expect(driver.editor?.document.value["dueAt"] == .string(""))
  }

  @Test func anyOtherKeyLeavesTheFileAsItIs() throws {
    var driver = openedEditor()
    driver.press(.character("f"))
    driver.press(.character("n"))
    #expect(driver.state.overlay == nil)
    #expect(driver.state.message == .info("work-order.json is left as it is"))
    #expect(try files.fileSystem.read(Self.fixture) == Data("{\"id\": \"wo_1\"}\n".utf8))
  }

  @Test func aFileChangedSinceTheRepairWasFoundIsNotOverwritten() throws {
    var driver = openedEditor()
    driver.press(.character("f"))
    try files.fileSystem.replace(Self.fixture, Data(#"{"id": "wo_9"}"#.utf8))
    driver.press(.character("y"))
    #expect(try files.fileSystem.read(Self.fixture) == Data(#"{"id": "wo_9"}"#.utf8))
    #expect(driver.state.message?.text.contains("changed on disk since the repair was found") == true)
  }

  @Test func onlyAFixtureThatFailsHasARepair() throws {
    var composed = openedEditor(.bytes(Data(#"{"id": "wo_1"}"#.utf8), name: "pasted"))
    composed.press(.character("f"))
    #expect(composed.state.message == .error("f repairs a fixture file: this payload was not read from one"))

    try files.fileSystem.replace(Self.fixture, Data(#"{"id": "wo_1", "dueAt": "soon"}"#.utf8))
    var decoding = openedEditor()
    decoding.press(.character("f"))
    #expect(decoding.state.overlay == nil)
    #expect(decoding.state.message == .info("work-order.json decodes as WorkOrder: nothing to repair"))
  }
}
