import FixtureEngine
import JSONFragment
import ModelProbe
import Pokedex
import Testing

@testable import WorkbenchUI

/// The keys pane sized by its content: columns by what the rows hold, the pane by what the columns
/// ask for.
struct KeyColumnsTests {
  private func widths(name: Int, type: Int, value: Int) -> KeyRowWidths {
    var widths = KeyRowWidths([])
    widths.name = name
    widths.type = type
    widths.value = value
    return widths
  }

  @Test func rowsAreMeasuredWithIndentationFoldMarksAndCappedTypesAndValues() {
    func row(_ label: String, depth: Int, type: SchemaType?, state: KeyRow.State, foldable: Bool = false) -> KeyRow {
      KeyRow(
        path: JSONPath([.key(label)]), depth: depth, label: label, type: type, isRequired: true, state: state,
        isFoldable: foldable, isFolded: true)
    }
    let measured = KeyRowWidths([
      row("assets", depth: 0, type: .array(.bool), state: .container("80000 elements"), foldable: true),
      row("published_at", depth: 1, type: .date, state: .value(String(repeating: "x", count: 1_000))),
      row("legacy", depth: 0, type: nil, state: .raw("1")),
    ])
    #expect(measured.name == 2 + TextWidth.of("published_at"))
    #expect(measured.type == TextWidth.of("unknown"))
    #expect(measured.value == KeyRowWidths.valueLimit)
    #expect(KeyRowWidths([row("a", depth: 0, type: .array(.string), state: .absent)]).value == 6)
  }

  @Test func whatFitsIsShownWhole() {
    let columns = KeyColumns(widths(name: 12, type: 12, value: 14), width: 48)
    #expect(columns == KeyColumns(name: 12, type: 12, value: 16), "values take what is left")
    #expect(columns.typeX == 4 + 12 + 2)
    #expect(columns.valueX == 4 + 12 + 2 + 12 + 2)
    #expect(columns.usedWidth(widths(name: 12, type: 12, value: 14)) == 4 + 12 + 2 + 12 + 2 + 14)
  }

  @Test func shortOfRoomTypesAreLeftOutBeforeNamesAndValuesLoseTheirShare() {
    // Names keep two fifths of the room and values 8 columns; the type is whole in what is left,
    // where names give up what they need beyond their share.
    #expect(KeyColumns(widths(name: 24, type: 12, value: 16), width: 47) == KeyColumns(name: 19, type: 12, value: 8))
    #expect(KeyColumns(widths(name: 12, type: 12, value: 14), width: 40) == KeyColumns(name: 12, type: 12, value: 8))
    // Short of room for the whole type: no type column, and names whole again.
    #expect(KeyColumns(widths(name: 12, type: 12, value: 14), width: 39) == KeyColumns(name: 12, type: 0, value: 21))
    #expect(KeyColumns(widths(name: 12, type: 12, value: 6), width: 32) == KeyColumns(name: 12, type: 0, value: 14))
    // No type at all (no rows): no type column.
    #expect(KeyColumns(widths(name: 0, type: 0, value: 0), width: 30).type == 0)
  }

  @Test func theKeysPaneWidensToItsContentUpToHalfTheWidthLeavingTheJSONPaneItsShare() {
    #expect(Layout(width: 100, height: 30).keysPane.width == 40)
    #expect(Layout(width: 100, height: 30, keysWanted: 30).keysPane.width == 40, "never narrower than usual")
    #expect(Layout(width: 100, height: 30, keysWanted: 43).keysPane.width == 45)
    #expect(Layout(width: 100, height: 30, keysWanted: 60).keysPane.width == 49, "the JSON pane keeps 26 columns")
    #expect(Layout(width: 120, height: 40, keysWanted: 80).keysPane.width == 60, "half the width at most")
    #expect(Layout(width: 60, height: 16, keysWanted: 80).keysPane.width == 24)
    let wide = Layout(width: 100, height: 30, keysWanted: 60)
    #expect(wide.jsonPane.x == wide.keysPane.width)
    #expect(wide.jsonPane.width == Layout.minimumJSONWidth)
    #expect(wide.verdictPane == Layout(width: 100, height: 30).verdictPane)
  }

  @Test func thePaneWidensOnlyForColumnsItCanShow() throws {
    let pokemon = try Workspace.pokedex.model(named: "Pokemon")
    func keysWidth(at width: Int, _ height: Int) -> Int {
      var state = AppState(registry: WorkspaceRegistry([.pokedex]), width: width, height: height)
      _ = openEditor(in: &state, workspace: .pokedex, model: pokemon, schema: pokemon.schema(), payload: nil)
      return Layout(for: state).keysPane.width
    }
    // At 80 columns even the widest pane has no room for `Pokemon.Kind`, and the values fit as it
    // is: it keeps its usual width. At 100 it takes what names, types and values need.
    #expect(keysWidth(at: 80, 24) == Layout(width: 80, height: 24).keysPane.width)
    #expect(keysWidth(at: 100, 30) == 2 + 4 + 12 + 2 + 12 + 2 + TextWidth.of(#""Charizard""#))
  }

  @Test func aClickLandsInTheWidenedKeysPane() {
    var driver = UIDriver(WorkspaceRegistry([.pokedex]), width: 100, height: 30)
    driver.press(.enter, .enter, .tab)
    #expect(driver.editor?.focus == .json)
    let keysPane = Layout(for: driver.state).keysPane
    #expect(keysPane.width > Layout(width: 100, height: 30).keysPane.width)
    driver.press(.mouse(MouseEvent(x: keysPane.x + keysPane.width - 2, y: keysPane.y + 2, action: .press)))
    #expect(driver.editor?.focus == .keys)
    #expect(driver.editor?.keys.selected == 1)
  }
}
