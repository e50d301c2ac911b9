import FixtureEngine
import Foundation
import JSONCore
import Testing
import WorkbenchContext
import WorkbenchUI

/// The app follows the package: the models rebuilt from changed code replace the old ones, the
/// open editor keeps its payload and says what changed, a build that fails is an overlay, and a
/// fixture changed on disk reloads (or asks first, when the payload was edited here).
struct LiveReloadTests {
  enum Before {
    struct WorkOrder: Decodable {
      let id: String
      let dueAt: String
    }
  }
  enum After {
    struct WorkOrder: Decodable {
      let id: String
      let dueAt: String?
    }
    struct Invoice: Decodable {
      let number: Int
    }
  }

  static let fixture = "/shop/Fixtures/work-order.json"
  static func registry(_ models: [WorkspaceModel]) -> WorkspaceRegistry {
    var workspace = Workspace("Shop", directory: "/shop", fixtures: ["Fixtures"], models: models)
    workspace.fitsInThisProcess = true
    return WorkspaceRegistry([workspace])
  }
  static let before = registry([.model(Before.WorkOrder.self, name: "WorkOrder")])
  static let after = registry([
    .model(After.WorkOrder.self, name: "WorkOrder"), .model(After.Invoice.self, name: "Invoice"),
  ])
  let files = InMemoryFileSystem([fixture: Data(#"{"id": "wo_1"}"#.utf8)])

  func openedEditor() -> UIDriver {
    var driver = UIDriver(Self.before, context: .test(files: files))
    let workspace = Self.before.workspaces[0]
    driver.open(workspace: workspace, model: "WorkOrder", payload: .file(path: Self.fixture, name: "work-order.json"))
    return driver
  }

  @Test func theEditorFollowsItsModelRebuiltAndKeepsItsEdits() throws {
    var driver = openedEditor()
    #expect(driver.editor?.inspection?.decodes == false)
    // An edit made in the app before the model changes.
    driver.select(JSONPath.root.appending(key: "id"))
    driver.press(.character("n"))
    #expect(driver.editor?.document.value["id"] == .null)

    driver.send(.package(.rebuilding("WorkOrder.swift changed")))
    #expect(driver.text.contains("WorkOrder.swift changed: rebuilding…"))
    driver.send(.package(.rebuilt(Self.after)))

    let editor = try #require(driver.editor)
    #expect(editor.document.value["id"] == .null)
    #expect(editor.sourceName == "work-order.json")
    #expect(editor.inspection?.decodes == false)  // `id` is null now, as edited
    #expect(
      driver.state.message?.text.hasPrefix("WorkOrder rebuilt: dueAt is now optional") == true,
      "\(String(describing: driver.state.message))")
    #expect(driver.state.message?.text.contains("new: Invoice") == true)
    #expect(driver.state.live == nil)
  }

  @Test func theNoteSaysWhenThePayloadDecodesNow() {
    var driver = openedEditor()
    driver.send(.package(.rebuilt(Self.after)))
    #expect(driver.editor?.inspection?.decodes == true)
    #expect(driver.state.message?.text == "WorkOrder rebuilt: dueAt is now optional; decodes now; new: Invoice")
    #expect(driver.text.contains("decodes ✓"))
  }

  @Test func anOpenModelThatIsGoneGoesBackToTheList() {
    var driver = openedEditor()
    driver.send(.package(.rebuilt(Self.registry([.model(After.Invoice.self, name: "Invoice")]))))
    #expect(driver.editor == nil)
    #expect(driver.state.message == .error("WorkOrder is no longer in the package: back to the list"))
    #expect(driver.text.contains("Invoice"))
    #expect(driver.text.contains("WorkOrder   removed from the package"), "\(driver.text)")
    // Back in the next build: no longer marked.
    driver.send(.package(.rebuilt(Self.after)))
    #expect(!driver.text.contains("removed from the package"), "\(driver.text)")
    #expect(driver.state.removedModels.isEmpty)
  }

  @Test func aBuildThatFailsShowsItsErrorsAndTheModelsStay() {
    var driver = openedEditor()
    driver.send(.package(.rebuilding("WorkOrder.swift changed")))
    driver.send(.package(.buildFailed(["Sources/Shop/WorkOrder.swift:3:20: error: cannot find type 'Strin' in scope"])))
    #expect(driver.text.contains("The package does not build"))
    #expect(driver.text.contains("WorkOrder.swift:3:20: error: cannot find type"))
    #expect(driver.state.live == nil)
    driver.press(.escape)
    #expect(driver.state.overlay == nil)
    #expect(driver.editor?.model.name == "WorkOrder")
    #expect(driver.state.registry.workspaces[0].models.count == 1)
  }

  @Test func aFixtureChangedOnDiskReloadsUnlessEditedHereThenItAsks() throws {
    var driver = openedEditor()
    try files.fileSystem.replace(Self.fixture, Data(#"{"id": "wo_2", "dueAt": "2026-12-01"}"#.utf8))
    driver.send(.package(.filesChanged([Self.fixture])))
    #expect(driver.editor?.document.value["id"] == .string("wo_2"))
    #expect(driver.editor?.inspection?.decodes == true)

    driver.select(JSONPath.root.appending(key: "id"))
    driver.press(.character("n"))
    try files.fileSystem.replace(Self.fixture, Data(#"{"id": "wo_3", "dueAt": "2026-12-02"}"#.utf8))
    driver.send(.package(.filesChanged([Self.fixture])))
    #expect(driver.text.contains("work-order.json changed on disk: reload it and drop your edits?"))
    driver.press(.character("k"))
    #expect(driver.editor?.document.value["id"] == .null)
    driver.send(.package(.filesChanged([Self.fixture])))
    driver.press(.character("y"))
    #expect(driver.editor?.document.value["id"] == .string("wo_3"))
    // Another file changing on disk leaves the editor alone.
    driver.send(.package(.filesChanged(["/shop/Fixtures/other.json"])))
    #expect(driver.state.overlay == nil)
  }

  @Test func theListOfFixturesOnScreenFollowsTheFolder() throws {
    var driver = openedEditor()
    driver.press(.character("o"))
    #expect(driver.text.contains("work-order.json"))
    #expect(!driver.text.contains("work-order-late.json"))
    try files.fileSystem.replace("/shop/Fixtures/work-order-late.json", Data(#"{"id": "wo_4"}"#.utf8))
    driver.send(.package(.filesChanged(["/shop/Fixtures/work-order-late.json"])))
    #expect(driver.text.contains("work-order-late.json"), "\(driver.text)")
    guard case .fixtures(let listed, _)? = driver.state.overlay else {
      Issue.record("the list of fixtures closed")
      return
    }
    #expect(listed.count == 2)
  }
}
