import FixtureEngine
import JSONFragment
import Locations
import Pokedex
import Releases
import Testing
import WorkbenchContext
import WorkbenchUI

/// `y` copies the path under the cursor as `workbench inspect` prints paths; `Y` copies the Swift
/// code of the payload, as an exported test composes it.
struct SnippetBehaviourTests {
  static let registry = WorkspaceRegistry([.pokedex, .locations, .releases])

  private func editor(_ workspace: Workspace, _ model: String, width: Int = 80, height: Int = 24) -> UIDriver {
    var driver = UIDriver(
      Self.registry, width: width, height: height, context: .test(files: InMemoryFileSystem()))
    driver.open(workspace: workspace, model: model)
    return driver
  }

  @Test func yCopiesTheSelectedKeysPathAsInspectPrintsIt() {
    var driver = editor(.releases, "Release")
    driver.select("assets[0].name")
    driver.press(.character("y"))
    #expect(driver.copied == ["assets[0].name"])
    #expect(driver.state.message == .info("copied assets[0].name"))
  }

  @Test func aKeyThatIsNotANameIsCopiedInBrackets() throws {
    var driver = editor(.locations, "Location")
    let payload = try #require(driver.editor?.document.value).replacing(JSONPath([.key("odd key")]), with: 1)
    driver.send(.opened(name: "odd.json", payload, nil))
    driver.select(JSONPath([.key("odd key")]))
    driver.press(.character("y"))
    #expect(driver.copied == [#"["odd key"]"#])
  }

  @Test func everyFailingPathIsCopiedAsTheTraceNamesIt() throws {
    var driver = editor(.releases, "Release", width: 120, height: 40)
    driver.send(.opened(name: "failing.json", try JSONParser.parse(GoldenFrameTests.renamedAndRetyped), nil))
    let failures = try #require(driver.editor?.inspection?.trace?.failures.map(\.path))
    #expect(failures.contains("assets[0].state"))
    for path in failures where driver.editor?.rows.contains(where: { $0.path == path }) == true {
      driver.select(path)
      driver.press(.character("y"))
      #expect(driver.copied.last == path.description)
    }
    #expect(driver.copied.contains("assets[0].state"))
  }

  @Test func inTheJSONPaneYCopiesThePathOfTheLineUnderTheCursor() {
    var driver = editor(.locations, "Location")
    driver.press(.tab)
    for _ in 0..<6 { driver.press(.down) }
    #expect(driver.editor?.jsonText.line(driver.editor?.json.selected ?? 0).contains("street") == true)
    driver.press(.character("y"))
    #expect(driver.copied == ["address.street"])
  }

  @Test func bigYCopiesTheFragmentAndItsChanges() {
    var driver = editor(.pokedex, "Pokemon")
    driver.press(.down, .character("n"), .character("Y"))
    #expect(driver.copied == ["var fragment = PokemonFragment()\nfragment.name = .null\n"])
    #expect(driver.state.message == .info("copied Swift code (2 lines)"))
    #expect(driver.editor?.hasUnsavedChanges == true, "copying leaves the payload as it was")
  }

  @Test func theCopyKeysLeaveTheOverwritePromptsYAlone() {
    var driver = editor(.pokedex, "Pokemon")
    driver.press(.character("n"), .character("q"))
    #expect(driver.state.overlay == .confirmQuit)
    driver.press(.character("y"))
    #expect(driver.state.isFinished)
    #expect(driver.copied.isEmpty)
  }
}

/// `/` takes a regular expression over the JSON pane's keys and values.
struct RegexSearchBehaviourTests {
  private func pokemonEditor() -> UIDriver {
    var driver = UIDriver(SnippetBehaviourTests.registry)
    driver.press(.enter, .enter)
    return driver
  }

  private func search(_ text: String, in driver: inout UIDriver) {
    driver.press(.character("/"), .control("u"))
    driver.type(text)
    driver.press(.enter)
  }

  private func selectedLine(_ driver: UIDriver) -> String? {
    driver.editor.map { $0.jsonText.line($0.json.selected) }
  }

  @Test func slashFromTheKeysPaneSearchesTheJSONWithARegularExpression() {
    var driver = pokemonEditor()
    search(#"^"pokedex\w+": \d+$"#, in: &driver)
    #expect(driver.editor?.focus == .json)
    #expect(selectedLine(driver) == #"  "pokedexIndex": 6"#)
    #expect(driver.state.message == nil)
    search("charizard", in: &driver)
    #expect(selectedLine(driver) == #"  "name": "Charizard","#)
  }

  @Test func nAndBigNGoThroughTheMatchesOfAPattern() {
    var driver = pokemonEditor()
    search(#"": "(fire|Charizard)""#, in: &driver)
    #expect(selectedLine(driver) == #"  "baseType": "fire","#)
    driver.press(.character("n"))
    #expect(selectedLine(driver) == #"  "name": "Charizard","#)
    driver.press(.character("n"))
    #expect(selectedLine(driver) == #"  "baseType": "fire","#)
    driver.press(.character("N"))
    #expect(selectedLine(driver) == #"  "name": "Charizard","#)
  }

  @Test func anInvalidPatternSaysSoAndSearchesForTheText() {
    var driver = pokemonEditor()
    search("Chari(", in: &driver)
    #expect(
      driver.state.message
        == .error("not a regular expression (expected ')'): as text, not in the JSON"))
    search("[", in: &driver)
    #expect(driver.state.message?.text.hasPrefix("not a regular expression (") == true)
    search("\"name\": \"Chari", in: &driver)
    #expect(selectedLine(driver) == #"  "name": "Charizard","#)
    #expect(driver.state.message == nil)
    driver.press(.tab, .tab, .down, .character("e"), .control("u"))
    driver.type("Mr. Mime (Galar)")
    driver.press(.enter)
    search("(galar", in: &driver)
    #expect(selectedLine(driver) == #"  "name": "Mr. Mime (Galar)","#)
    #expect(driver.state.message == .error("not a regular expression (expected ')'): searched as text"))
  }
}
