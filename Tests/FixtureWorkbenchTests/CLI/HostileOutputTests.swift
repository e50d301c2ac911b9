import FixtureEngine
import Foundation
import JSONFragment
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// Payloads from servers no one here controls reach the terminal only as text: an escape sequence
/// (`ESC [2J`, OSC 52), a C1 control or a bidi override in a value, a key, a file name or
/// `JSONDecoder`'s own message is shown as its `\u{…}` escape in every text report, and JSON
/// output stays JSON with those characters escaped as JSON escapes.
struct HostileOutputTests {
  static let hostile = "\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}31m\u{202E}evil\u{2066}"
  static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{2066}"]

  func holdsNoRawControl(_ text: String) -> Bool {
    !text.unicodeScalars.contains { Self.raw.contains($0) }
  }

  func inspect(_ payload: String, path: String = "/p.json", format: OutputFormat) async -> Sandbox {
    let sandbox = Sandbox(files: [path: payload])
    _ = await InspectReport.run(
      payload: path, fixture: nil, selection: ModelSelection(workspace: "Pokedex", model: "Pokemon"), format: format,
      workbench: Workbench(registry: WorkspaceRegistry([.pokedex]), context: sandbox.context))
    return sandbox
  }

  var payload: String {
    let value = JSONValue.string(Self.hostile).compactText
    return #"{"baseType": \#(value), "name": \#(value), "pokedexIndex": 6, \#(value): 1}"#
  }

  @Test func inspectsTextShowsEveryControlAsItsEscape() async {
    let sandbox = await inspect(payload, path: "/p\u{202E}nosj.json", format: .text)
    let output = sandbox.outputText + sandbox.errorText
    #expect(output.contains("not a case of Pokemon.Kind"), "\(output)")
    #expect(holdsNoRawControl(output), "\(output.debugDescription)")
    #expect(output.contains(#"\u{1b}[2J\u{1b}]52;c;cHduZWQ=\u{7}\u{9b}31m\u{202e}evil\u{2066}"#), "\(output)")
  }

  @Test func inspectsJSONStaysJSONWithTheControlsEscaped() async throws {
    let sandbox = await inspect(payload, format: .json)
    #expect(holdsNoRawControl(sandbox.outputText), "\(sandbox.outputText.debugDescription)")
    let report = try JSONParser.parse(sandbox.outputText)
    #expect(report["verdict"] != nil || report["decodes"] != nil, "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains(#"\u009b"#) && sandbox.outputText.contains(#"\u202e"#))
  }
}
