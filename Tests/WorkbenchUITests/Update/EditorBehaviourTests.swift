import FixtureEngine
import JSONFragment
import Locations
import Pokedex
import Releases
import Testing
import WorkbenchUI

struct EditorBehaviourTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  private func pokemonEditor() -> UIDriver {
    var driver = UIDriver(Self.registry)
    driver.press(.enter, .enter)
    return driver
  }

  @Test func nameCyclesThroughNullAndAbsentAndBack() throws {
    var driver = pokemonEditor()
    driver.press(.down, .character("n"))
    #expect(driver.editor?.document.value["name"] == .null)
    #expect(driver.editor?.inspection?.decodes == false)
    driver.press(.character("n"))
    #expect(driver.editor?.document.value["name"] == "Charizard")
    driver.press(.character(" "))
    #expect(driver.editor?.document.value["name"] == nil)
    #expect(driver.editor?.inspection?.trace?.firstFailure?.path == "name")
    driver.press(.character(" "))
    #expect(driver.editor?.document.value.compactText == #"{"baseType":"fire","name":"Charizard","pokedexIndex":6}"#)
    #expect(driver.editor?.inspection?.decodes == true)
  }

  @Test func enumCyclesEveryCaseThenOneUnknownValue() {
    var driver = pokemonEditor()
    var seen: [String] = []
    for _ in 0..<6 {
      driver.press(.character(">"))
      seen.append(driver.editor?.document.value["baseType"]?.compactText ?? "?")
    }
    #expect(seen == [#""water""#, #""grass""#, #""electric""#, #""ice""#, #""unknown_case""#, #""fire""#])
    driver.press(.character("<"))
    #expect(driver.editor?.inspection?.trace?.firstFailure?.kind == .unknownEnumValue)
  }

  @Test func editingChecksTheTypeAndRawJSONBypassesIt() {
    var driver = pokemonEditor()
    driver.press(.down, .down, .character("e"), .control("u"))
    driver.type("25")
    driver.press(.enter)
    #expect(driver.editor?.document.value["pokedexIndex"] == 25)
    driver.press(.character("e"), .control("u"))
    driver.type("2.5")
    driver.press(.enter)
    #expect(
      driver.state.overlay
        == .prompt(
          Prompt(purpose: .editValue, text: "2.5", problem: "pokedexIndex: Int takes a whole number, like 42")))
    #expect(driver.editor?.document.value["pokedexIndex"] == 25)
    driver.press(.backspace, .backspace)
    #expect(driver.state.overlay == .prompt(Prompt(purpose: .editValue, text: "2")))
    driver.press(.enter)
    #expect(driver.state.overlay == nil)
    #expect(driver.editor?.document.value["pokedexIndex"] == 2)
    driver.press(.character("r"), .control("u"))
    driver.type(#""25""#)
    driver.press(.enter)
    #expect(driver.editor?.document.value["pokedexIndex"] == "25")
    #expect(driver.editor?.inspection?.trace?.firstFailure?.kind == .wrongType)
  }

  @Test func arrayElementsAreAddedAndRemoved() {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.open(workspace: .releases, model: "Release", payload: nil)
    driver.select("assets")
    driver.press(.character("+"))
    #expect(
      driver.editor?.document.value["assets"].map { if case .array(let items) = $0 { items.count } else { -1 } } == 2)
    #expect(driver.editor?.selectedRow?.path == "assets[1]")
    driver.press(.character("-"))
    #expect(
      driver.editor?.document.value["assets"].map { if case .array(let items) = $0 { items.count } else { -1 } } == 1)
  }

  @Test func foldingHidesChildren() {
    var driver = UIDriver(Self.registry, width: 100, height: 30)
    driver.open(workspace: .locations, model: "Location")
    driver.select("address")
    let before = driver.editor?.rows.count ?? 0
    driver.press(.left)
    #expect(driver.editor?.rows.count == before - 4)
    driver.press(.right)
    #expect(driver.editor?.rows.count == before)
  }

  @Test func searchMovesTheJSONCursor() {
    var driver = pokemonEditor()
    driver.press(.tab, .character("/"))
    driver.type("pokedex")
    driver.press(.enter)
    #expect(driver.editor?.json.selected == 3)
    #expect(driver.text.contains("path: pokedexIndex"))
  }

  @Test func mouseClicksSelectAndTheWheelScrolls() {
    var driver = pokemonEditor()
    driver.press(.mouse(MouseEvent(x: 5, y: 4, action: .press)))
    #expect(driver.editor?.keys.selected == 2)
    driver.press(.mouse(MouseEvent(x: 40, y: 5, action: .press)))
    #expect(driver.editor?.focus == .json)
    driver.press(.character("M"))
    #expect(driver.mouseChanges == [false])
  }

  @Test func quittingAsksOnlyWhenThereAreEdits() {
    var clean = pokemonEditor()
    clean.press(.character("q"))
    #expect(clean.state.isFinished)
    var edited = pokemonEditor()
    edited.press(.character("n"), .character("q"))
    #expect(!edited.state.isFinished)
    edited.press(.character("x"))
    #expect(!edited.state.isFinished && edited.state.overlay == nil)
    edited.press(.character("q"), .character("y"))
    #expect(edited.state.isFinished)
  }

  @Test func staleInspectionsAreDropped() {
    var driver = pokemonEditor()
    let old = driver.editor?.generation ?? 0
    driver.press(.down, .character("n"))
    let good = PokemonFragment().jsonData()
    driver.send(.inspected(generation: old, try! Workspace.pokedex.model(named: "Pokemon").inspect(good)))
    #expect(driver.editor?.inspection?.decodes == false)
  }

  @Test func openingAFixtureFillsTheEditor() throws {
    var driver = pokemonEditor()
    driver.press(.character("o"))
    guard case .fixtures(let fixtures, _)? = driver.state.overlay else {
      Issue.record("no fixture list")
      return
    }
    #expect(fixtures.map(\.name) == ["charizard.json", "failing/index-as-string.json", "pikachu.json"])
    driver.press(.down, .enter)
    #expect(driver.editor?.sourceName == "failing/index-as-string.json")
    #expect(driver.editor?.inspection?.trace?.failures.map(\.path) == ["pokedexIndex"])
    #expect(driver.editor?.hasUnsavedChanges == false)
  }

  @Test func theFixtureListNarrowsAsYouType() {
    var driver = pokemonEditor()
    driver.press(.character("o"), .character("/"), .character("p"), .character("k"))
    #expect(driver.text.contains("Open a fixture  /pk (1 of 3)"), "\(driver.text)")
    #expect(driver.text.contains("› pikachu.json"))
    #expect(!driver.text.contains("index-as-string.json"))
    driver.press(.enter)
    #expect(driver.editor?.sourceName == "pikachu.json")
    #expect(driver.state.listFilter == ListFilter())
  }

  @Test func copyingPutsThePrettyJSONOnTheClipboard() {
    var driver = pokemonEditor()
    driver.press(.character("c"))
    #expect(driver.copied.first?.hasPrefix("{\n  \"baseType\": \"fire\"") == true)
  }

  @Test func resizingKeepsTheSelectionOnScreen() {
    var driver = UIDriver(Self.registry, width: 100, height: 40)
    driver.open(workspace: .releases, model: "Release")
    driver.press(.end)
    driver.press(.resize(width: 80, height: 20))
    guard let editor = driver.editor else { return }
    #expect(
      editor.keys.selected >= editor.keys.top
        && editor.keys.selected < editor.keys.top + Layout(width: 80, height: 20).paneRows)
  }
}

struct LargePayloadEditingTests {
  /// A Releases editor on a payload whose text is well over the inline layout limit.
  private func largeReleaseEditor() throws -> UIDriver {
    var driver = UIDriver(EditorBehaviourTests.registry)
    driver.holdLayouts()
    driver.open(workspace: .releases, model: "Release")
    let payload = ReleaseSamples.payload(assets: 2_000)
    driver.send(.opened(name: "large.json", payload, JSONTextIndex(payload)))
    #expect(try #require(driver.editor).jsonText.bytes.count > EditorState.inlineLayoutLimit)
    return driver
  }

  @Test func anEditLaysOutTheTextInTheBackgroundAndKeepsTheOldTextMeanwhile() throws {
    var driver = try largeReleaseEditor()
    driver.select("tag_name")
    driver.press(.character(" "))
    let editor = try #require(driver.editor)
    #expect(editor.document.value["tag_name"] == nil)
    #expect(editor.isIndexing)
    #expect(editor.jsonText.text.contains("\"tag_name\""))
    #expect(driver.text.contains("updating…"))
    #expect(driver.held.count == 1)

    driver.deliverHeld()
    let laidOut = try #require(driver.editor)
    #expect(!laidOut.isIndexing)
    #expect(!laidOut.jsonText.text.contains("\"tag_name\""))
    #expect(!driver.text.contains("updating…"))
  }

  @Test func aLargePayloadOpenedWithoutItsTextIsDecodedWhileItIsLaidOut() throws {
    var driver = UIDriver(EditorBehaviourTests.registry)
    driver.holdLayouts()
    driver.open(workspace: .releases, model: "Release")
    let payload = ReleaseSamples.payload(assets: 2_000)
    driver.send(.opened(name: "large.json", payload, nil))
    let opening = try #require(driver.editor)
    #expect(opening.isIndexing)
    #expect(opening.inspection != nil, "the verdict does not wait for the text")
    #expect(opening.jsonText.lineCount == 0, "the text of the payload before is not shown")
    #expect(driver.text.contains("laying out…"))
    #expect(driver.held.count == 1)

    driver.deliverHeld()
    let laidOut = try #require(driver.editor)
    #expect(!laidOut.isIndexing)
    #expect(laidOut.jsonText.text.contains("\"tag_name\""))
    #expect(!driver.text.contains("laying out…"))
  }

  @Test func aSmallPayloadOpenedWithoutItsTextIsLaidOutAtOnce() throws {
    var driver = UIDriver(EditorBehaviourTests.registry)
    driver.holdLayouts()
    driver.open(workspace: .releases, model: "Release")
    driver.send(.opened(name: "small.json", ReleaseSamples.payload(assets: 2), nil))
    #expect(driver.editor?.isIndexing == false)
    #expect(driver.editor?.jsonText.text.contains("\"tag_name\"") == true)
    #expect(driver.held.isEmpty)
  }

  @Test func aLayoutOfAnOlderEditIsDropped() throws {
    var driver = try largeReleaseEditor()
    driver.select("tag_name")
    driver.press(.character(" "), .character(" "))
    #expect(driver.held.count == 2)
    driver.deliverHeld(at: 0)
    #expect(driver.editor?.isIndexing == true)
    driver.deliverHeld(at: 0)
    #expect(driver.editor?.isIndexing == false)
    #expect(driver.editor?.jsonText.text.contains("\"tag_name\"") == true)
  }

  @Test func copyWaitsForTheLayout() throws {
    var driver = try largeReleaseEditor()
    driver.select("tag_name")
    driver.press(.character(" "), .character("c"))
    #expect(driver.copied.isEmpty)
    #expect(driver.text.contains("still being laid out"))
  }
}

struct LongArrayFoldingTests {
  @Test func unfoldingALongArrayListsItsElementsFoldedAndEachUnfoldsOnItsOwn() throws {
    var driver = UIDriver(EditorBehaviourTests.registry)
    driver.open(workspace: .releases, model: "Release")
    let payload = ReleaseSamples.payload(assets: 30)
    driver.send(.opened(name: "thirty.json", payload, JSONTextIndex(payload)))
    let assets = try #require(driver.editor?.rows.first { $0.path == "assets" })
    #expect(assets.isFolded)

    driver.select("assets")
    driver.press(.character("l"))
    let rows = try #require(driver.editor?.rows)
    let elements = rows.filter { $0.path.components.count == 2 && $0.isArrayElement }
    #expect(elements.count == 30)
    #expect(elements.allSatisfy { $0.isFolded })
    #expect(!rows.contains { $0.path == "assets[0].name" })

    driver.select("assets[3]")
    driver.press(.character("l"))
    let unfolded = try #require(driver.editor?.rows)
    #expect(unfolded.contains { $0.path == "assets[3].name" })
    #expect(!unfolded.contains { $0.path == "assets[4].name" })
    driver.press(.character("h"))
    #expect(driver.editor?.rows.contains { $0.path == "assets[3].name" } == false)
  }
}
