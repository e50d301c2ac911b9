import FixtureEngine
import FixtureExport
import Foundation
import JSONCore
import PackageDiscovery
import Testing
import WorkbenchContext

struct Keyring: Decodable, Sendable {
  let owner: String
  private let keys: [String]

  var count: Int { keys.count }
}

/// A key the model reads into a `private` property is written, not compared: its key path would
/// not compile in a test. Which properties are private, the package's symbol graphs say.
struct PrivatePropertyExportTests {
  static let payload = #"{"owner": "ada", "keys": ["k1", "k2"]}"#

  func fragment(reach: PropertyReach) throws -> String {
    let model = try Workspace("Auth", directory: "/ws", models: [.model(Keyring.self)]).model(named: "Keyring")
    let exporter = SwiftCodeExporter(model: model, fragmentDefaults: try JSONParser.parse(Self.payload), reach: reach)
    return try #require(exporter.fragmentFiles().first).contents
  }

  @Test func aPrivatePropertysKeyIsWrittenNotCompared() throws {
    let text = try fragment(reach: PropertyReach(readable: ["Keyring": ["owner", "count"]]))
    #expect(text.contains(#".init("owner", \.owner, model: \.owner)"#), "\(text)")
    #expect(!text.contains(#"model: \.keys"#), "\(text)")
    #expect(text.contains("`keys` is private, out of a test's reach"), "\(text)")
  }

  @Test func withNoGraphEveryPropertyIsCompared() throws {
    #expect(try fragment(reach: PropertyReach()).contains(#"model: \.keys"#))
  }

  @Test func theWorkspaceReadsTheGraphsTheWorkbenchWrote() throws {
    let graph = #"""
      {"module": {"name": "Auth"}, "symbols": [
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:K"}, "pathComponents": ["Keyring"]},
        {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "s:Ko"}, "pathComponents": ["Keyring", "owner"]}
      ], "relationships": []}
      """#
    let folder = "/pkg/" + SymbolGraphModels.folder
    let files = InMemoryFileSystem([
      folder + "/Auth.symbols.json": Data(graph.utf8),
      folder + "/Auth@Swift.symbols.json": Data(#"{"symbols": [], "relationships": []}"#.utf8),
    ])
    let workspace = Workspace("Auth", directory: "/pkg", models: [])
    let reach = workspace.propertyReach(in: .test(files: files))
    #expect(reach.readable == ["Keyring": ["owner"]])
    #expect(reach.hides("keys", of: "Auth.Keyring"))
    #expect(!reach.hides("owner", of: "Keyring"))
    #expect(!reach.hides("anything", of: "Unknown<Int>"))
  }
}
