import FixtureEngine
import Foundation
import JSONFragment
import Pokedex
import Testing
import WorkbenchUI

/// A payload's escape sequences, C1 controls and bidi overrides reach the app's frames only as
/// escapes: values as JSON writes them (`\u001b`), other text (a file name) as `\u{…}`.
struct HostileFrameTests {
  @Test func everyPaneShowsControlsAsEscapes() throws {
    let hostile = JSONValue.string("\u{1B}[2J\u{9B}31m\u{202E}evil").compactText
    let payload = #"{"baseType": \#(hostile), "name": \#(hostile), "pokedexIndex": 6}"#
    var driver = UIDriver(WorkspaceRegistry([.pokedex]), width: 120, height: 30)
    driver.open(
      workspace: .pokedex, model: "Pokemon", payload: .bytes(Data(payload.utf8), name: "evil\u{202E}nosj.json"))
    let text = driver.text
    let raw = text.unicodeScalars.filter { ["\u{1B}", "\u{9B}", "\u{202E}"].contains($0) }.map {
      String($0.value, radix: 16)
    }
    #expect(raw.isEmpty, "raw controls in the frame: \(raw)")
    let firstLine = String(text.split(separator: "\n").first ?? "")
    #expect(firstLine.contains(#"evil\u{202e}nosj.json"#), "a file name's bidi override is shown as its escape")
    #expect(text.contains(#""\u001b[2J\u009b"#), "values are shown as JSON, their controls as JSON escapes")
    #expect(driver.editor?.inspection?.decodes == false)
  }
}
