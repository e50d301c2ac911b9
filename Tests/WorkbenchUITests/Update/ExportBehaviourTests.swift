import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Pokedex
import Releases
import Testing
import WorkbenchContext
import WorkbenchUI

/// `x` and `m` in the editor, run against files in memory: nothing is written to the repository.
struct ExportBehaviourTests {
  static let exports = "/memory/exports"

  /// A bundled workspace whose exports go to memory.
  static func inMemory(_ workspace: Workspace) -> Workspace {
    Workspace(workspace.name, directory: "/memory/\(workspace.name)", exports: exports, models: workspace.models)
  }

  private func editor(
    _ workspace: Workspace, model: String, files: InMemoryFileSystem, width: Int = 80, height: Int = 24
  ) -> UIDriver {
    let workspace = Self.inMemory(workspace)
    var driver = UIDriver(WorkspaceRegistry([workspace]), width: width, height: height, context: .test(files: files))
    driver.open(workspace: workspace, model: model)
    return driver
  }

  private func flow(_ driver: UIDriver) -> ExportFlow? {
    if case .export(let flow)? = driver.state.overlay { return flow }
    return nil
  }

  private func plan(_ driver: UIDriver) -> ExportPlan? {
    if case .planned(_, let plan, _)? = flow(driver)?.step { return plan }
    return nil
  }

  /// Exports the payload as a fixture named `name`, stopping at the plan.
  private func planFixture(_ driver: inout UIDriver, name: String) {
    driver.press(.character("x"), .enter, .control("u"))
    driver.type(name)
    driver.press(.enter)
  }

  @Test func aFixtureIsPlannedThenWrittenAsPrettyJSONWithANewline() throws {
    let files = InMemoryFileSystem()
    var driver = editor(.pokedex, model: "Pokemon", files: files)
    driver.press(.character("x"))
    #expect(driver.text.contains("JSON fixture file"))
    driver.press(.enter)
    #expect(flow(driver)?.step == .naming("pokemon"))
    driver.press(.control("u"))
    driver.type("charizard")
    driver.press(.enter)
    let path = Self.exports + "/Fixtures/charizard.json"
    #expect(plan(driver)?.files.map(\.path) == [path])
    #expect(plan(driver)?.files.first?.status == .new)
    #expect(files.paths.isEmpty, "planning writes nothing")
    #expect(driver.text.contains("new        Fixtures/charizard.json"))
    driver.press(.enter)
    let written = try #require(files.contents(of: path))
    #expect(
      String(decoding: written, as: UTF8.self) == """
        {
          "baseType": "fire",
          "name": "Charizard",
          "pokedexIndex": 6
        }

        """)
    #expect(driver.state.overlay == nil)
    #expect(driver.state.message == .info("wrote 1 file to \(Self.exports)"))
  }

  @Test func exportingAChangedPayloadUnderTheSameNameAsksAndOverwritesOnlyOnY() throws {
    let files = InMemoryFileSystem()
    var driver = editor(.pokedex, model: "Pokemon", files: files)
    planFixture(&driver, name: "charizard")
    driver.press(.enter)
    let path = Self.exports + "/Fixtures/charizard.json"
    let first = try #require(files.contents(of: path))

    driver.select("pokedexIndex")
    driver.press(.character("e"), .control("u"))
    driver.type("7")
    driver.press(.enter)
    driver.press(.character("x"), .enter)
    #expect(flow(driver)?.step == .naming("pokemon-edited"))
    driver.press(.escape)
    #expect(driver.state.overlay == nil)

    planFixture(&driver, name: "charizard")
    #expect(plan(driver)?.overwrites.map(\.path) == [path])
    #expect(driver.text.contains("overwrite  Fixtures/charizard.json"))
    #expect(driver.text.contains("y overwrites 1 file"))
    driver.press(.enter)
    #expect(files.contents(of: path) == first, "enter does not confirm an overwrite")
    #expect(driver.state.message == .info("export cancelled: nothing written"))

    planFixture(&driver, name: "charizard")
    driver.press(.character("y"))
    let second = try #require(files.contents(of: path))
    #expect(String(decoding: second, as: UTF8.self).contains(#""pokedexIndex": 7"#))
    #expect(driver.editor?.hasUnsavedChanges == false, "the exported payload counts as saved")
  }

  @Test func anUnchangedFileIsNotWrittenAgain() {
    let files = InMemoryFileSystem()
    var driver = editor(.pokedex, model: "Pokemon", files: files)
    planFixture(&driver, name: "charizard")
    driver.press(.enter)
    planFixture(&driver, name: "charizard")
    #expect(plan(driver)?.files.map(\.status) == [.unchanged])
    #expect(driver.text.contains("unchanged  Fixtures/charizard.json"))
    driver.press(.enter)
    #expect(driver.state.message == .info("nothing to write: the file is unchanged in \(Self.exports)"))
  }

  @Test func swiftCodeForAModelWithoutAFragmentWritesTheFragmentAndATest() throws {
    let files = InMemoryFileSystem()
    var driver = editor(.releases, model: "Release", files: files, width: 100, height: 30)
    driver.press(.character("x"), .down, .down, .enter)
    #expect(flow(driver)?.kind == .swift(.swiftTesting))
    driver.press(.control("u"))
    driver.type("first release")
    driver.press(.enter)
    let planned = try #require(plan(driver))
    #expect(planned.files.count >= 2)
    #expect(
      planned.files.allSatisfy {
        $0.status == .new && $0.path.hasPrefix(Self.exports + "/") && $0.path.hasSuffix(".swift")
      })
    driver.press(.enter)
    #expect(files.paths == planned.files.map(\.path).sorted())
    let texts = files.paths.compactMap { files.contents(of: $0) }.map { String(decoding: $0, as: UTF8.self) }
    #expect(texts.contains { $0.contains("struct") && $0.contains("Fragment") && !$0.contains("@Test") })
    #expect(texts.contains { $0.contains("import Testing") && $0.contains("@Test") })
    #expect(driver.state.message == .info("wrote \(planned.files.count) files to \(Self.exports)"))
  }

  @Test func theMatrixShowsEveryStrategysCountThenWritesItsTestAndFixtures() throws {
    let files = InMemoryFileSystem()
    var driver = editor(.pokedex, model: "Pokemon", files: files)
    driver.press(.character("m"))
    #expect(driver.mouseChanges.isEmpty, "m no longer toggles the mouse")
    let model = try Workspace.pokedex.model(named: "Pokemon")
    let base = try #require(driver.editor?.document.value)
    let expected = try ScenarioStrategy.allCases.map { strategy in
      try ScenarioMatrix(model: model, base: base, options: .init(isolatesFailingChoices: strategy == .pairwise)).count(
        strategy)
    }
    #expect(flow(driver)?.counts == expected.map { .counted($0) })
    for (strategy, count) in zip(ScenarioStrategy.allCases, expected) {
      #expect(
        driver.text.split(separator: "\n").contains {
          $0.contains(strategy.description) && $0.contains("\(count) cases")
        })
    }
    driver.press(.down, .character("f"), .enter, .control("u"))
    driver.type("charizard")
    driver.press(.enter)
    let planned = try #require(plan(driver))
    #expect(planned.caseCount == expected[1])
    #expect(driver.text.contains("Matrix test (pairwise) with a fixture per case"))
    #expect(driver.text.contains("\(expected[1]) cases, \(planned.files.count) files, named \"charizard\""))
    driver.press(.enter)
    let fixtures = files.paths.filter { $0.hasSuffix(".json") }
    let tests = files.paths.filter { $0.hasSuffix("Tests.swift") }
    #expect(fixtures.count == expected[1])
    #expect(tests.count == 1)
    let test = try #require(tests.first.flatMap(files.contents(of:)))
    #expect(String(decoding: test, as: UTF8.self).contains("@Test"))
  }

  @Test func aStrategyOverTheLimitIsRefusedInTheOverlay() throws {
    let files = InMemoryFileSystem()
    var driver = editor(.releases, model: "Release", files: files)
    driver.press(.character("m"))
    guard case .counted(let full)? = flow(driver)?.counts.last, full > ExportFlow.caseLimit else {
      Issue.record("the Release full product should be over the limit: \(String(describing: flow(driver)?.counts))")
      return
    }
    driver.press(.end, .enter)
    #expect(flow(driver)?.step == .choosing)
    #expect(driver.text.contains("over the limit"))
    #expect(driver.text.contains("Pick the pairwise or"))
    driver.press(.escape)
    #expect(driver.state.overlay == nil)
    #expect(files.paths.isEmpty)
  }

  @Test func aFailedWriteIsShownNotThrown() {
    var context = AppContext.test()
    context.files.replace = { path, _ in throw POSIXError(.EACCES) }
    let workspace = Self.inMemory(.pokedex)
    var driver = UIDriver(WorkspaceRegistry([workspace]), context: context)
    driver.open(workspace: workspace, model: "Pokemon")
    planFixture(&driver, name: "charizard")
    driver.press(.enter)
    guard case .failed(let reason)? = flow(driver)?.step else {
      Issue.record("expected the failure in the overlay, got \(String(describing: flow(driver)?.step))")
      return
    }
    #expect(reason.contains("cannot write: Permission denied"))
    #expect(driver.state.message?.isError == true)
    #expect(driver.text.contains("Nothing was written:"))
    driver.press(.character("z"))
    #expect(driver.state.overlay == nil)
  }

  @Test func anEmptyNameIsAskedForAgain() {
    var driver = editor(.pokedex, model: "Pokemon", files: InMemoryFileSystem())
    driver.press(.character("x"), .enter, .control("u"), .enter)
    #expect(flow(driver)?.step == .naming(""))
    #expect(driver.text.contains("type a name"))
  }

  @Test func theOverlaysFitTheSmallestTerminalWithWideNames() {
    var driver = editor(.pokedex, model: "Pokemon", files: InMemoryFileSystem(), width: 60, height: 16)
    driver.press(.character("x"), .enter, .control("u"))
    driver.type("ピカチュウ電気ねずみのフィクスチャ-とても長い名前-とても長い名前")
    let naming = driver.frame
    #expect(naming.text.split(separator: "\n").allSatisfy { TextWidth.of($0) <= 60 })
    #expect(naming.text.contains("enter plan"))
    let cursor = naming.cursor
    #expect(cursor != nil && cursor!.x < 58)
    driver.press(.enter)
    #expect(driver.text.contains("enter writes 1 file"))
    #expect(driver.text.contains("ピカチュウ"))
  }
}
