import FixtureEngine
import Foundation
import JSONCore
import Testing
import WorkbenchUI

/// A value of another type than the one learned (a value that may be a flag or a text, learned as
/// the first type it tries) is marked `[!]` until the payload is decoded; where the decoder took
/// it, it is a value like any other.
struct DecoderTookItTests {
  struct Setting: Decodable, Sendable {
    enum Value: Decodable, Sendable {
      case flag(Bool)
      case text(String)

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
          self = .flag(flag)
        } else {
          self = .text(try container.decode(String.self))
        }
      }
    }

    var name: String
    var value: Value
  }

  @Test func theDecodersVerdictOverridesTheLearnedType() throws {
    let workspace = Workspace("Prefs", directory: "/ws", models: [.model(Setting.self)])
    let model = try workspace.model(named: "Setting")
    var driver = UIDriver(WorkspaceRegistry([workspace]))
    driver.holds = { if case .inspect = $0 { true } else { false } }
    driver.run(openEditor(in: &driver.state, workspace: workspace, model: model, schema: model.schema(), payload: nil))
    let payload = try JSONParser.parse(#"{"name": "theme", "value": "dark"}"#)
    driver.send(.opened(name: "theme.json", payload, JSONTextIndex(payload)))
    #expect(driver.text.contains(#"[!] value"#), "\(driver.text)")
    for effect in driver.held { driver.deliver(effect) }
    #expect(driver.editor?.inspection?.decodes == true)
    #expect(driver.text.contains(#"[x] value"#), "\(driver.text)")
  }
}
