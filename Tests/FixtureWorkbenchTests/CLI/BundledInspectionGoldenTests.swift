import BundledWorkspaces
import FixtureEngine
import Foundation
import GoldenRecording
import JSONFragment
import Testing

@testable import FixtureWorkbench

/// The whole `inspect` report (verdict, failing fields, unread keys and every per-field comparison
/// line) of every fixture of every bundled workspace, of each fragment's reference payload and of
/// a few edited payloads, held against a committed text. A change to decoding or comparison that
/// changes a verdict shows up here as a diff of that text.
///
/// After a deliberate change, write the new text with `WORKBENCH_RECORD=1` and commit it
/// with the change that explains it.
struct BundledInspectionGoldenTests {
  static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/bundled-inspections.txt").path

  /// Payloads beyond the fixture files: unread keys, numbers written another way, nulls for
  /// optional values, repeated keys whose second value the model does not hold.
  static let editedPayloads: [(workspace: String, model: String, name: String, json: String)] = [
    (
      "Pokedex", "Pokemon", "an extra key",
      #"{"baseType": "ice", "name": "Lapras", "pokedexIndex": 131, "shiny": true}"#
    ),
    ("Pokedex", "Pokemon", "an index with an exponent", #"{"baseType": "fire", "name": "x", "pokedexIndex": 6e0}"#),
    (
      "Pokedex", "Pokemon", "a repeated key (JSONDecoder reads the first)",
      #"{"baseType": "fire", "name": "x", "pokedexIndex": 6, "pokedexIndex": 7}"#
    ),
    (
      "Pokedex", "Pokemon", "keys in another order", #"{"pokedexIndex": 25, "name": "Pikachu", "baseType": "electric"}"#
    ),
    (
      "Locations", "Location", "more digits than a Float holds",
      #"{"locationId": 7, "name": null, "latitude": 25.77117123456, "longitude": -80.1917771234, "address": null}"#
    ),
    ("Locations", "Location", "only the required keys", #"{"locationId": 7}"#),
    (
      "Locations", "Address", "an address with nulls",
      #"{"street": "1 Main St", "city": "Miami", "postalCode": null, "country": "US", "floor": 3}"#
    ),
    ("Catalog", "DataModel", "an id of 1.0", #"{"id": 1.0, "name": "one"}"#),
    (
      "Releases", "Asset", "an asset with a fractional date and a size of 1.8e7",
      #"{"id": 1, "name": "a.tgz", "content_type": "application/gzip", "state": "open", "size": 1.8e7, "#
        + #""download_count": 0, "created_at": "2026-08-14T09:31:40Z", "#
        + #""browser_download_url": "https://example.com/a%20b.tgz"}"#
    ),
    (
      "Releases", "Asset", "a repeated size and name",
      #"{"id": 1, "name": "a.tgz", "content_type": "application/gzip", "state": "open", "size": 10, "size": 11, "#
        + #""download_count": 0, "created_at": "2026-08-14T09:31:40Z", "name": "b.tgz", "#
        + #""browser_download_url": "https://example.com/a.tgz"}"#
    ),
    (
      "Releases", "Account", "an organization",
      #"{"login": "org", "id": 2, "avatar_url": "https://a.example/x?y=1", "#
        + #""type": "Organization", "site_admin": false}"#
    ),
  ]

  @Test func everyBundledInspectionReadsAsRecorded() throws {
    let text = try Self.report()
    if GoldenRecording.isOn {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: Self.goldenPath).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: Self.goldenPath))
      return
    }
    let recorded = try #require(
      FileManager.default.contents(atPath: Self.goldenPath).map { String(decoding: $0, as: UTF8.self) },
      "no golden at \(Self.goldenPath); record it with WORKBENCH_RECORD=1")
    if text != recorded {
      Issue.record("the inspections differ from \(Self.goldenPath) at \(Self.firstDifference(text, recorded))")
    }
  }

  /// The bundled workspaces with their models' code run in workers of the built `workbench`: the
  /// Wild models trap and hang, which must not take this test process down.
  static let registry = WorkspaceRegistry.bundled.runningModels(
    in: ModelWorker(executable: WorkbenchBinaryTests.binary.path, arguments: ["worker"], environment: [:]))

  static func report() throws -> String {
    var sections: [String] = []
    for workspace in registry.workspaces {
      for fixture in workspace.fixtureFiles(in: .live) {
        let model = try workspace.model(named: try #require(fixture.modelName))
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        sections.append(section(data, source: fixture.name, workspace: workspace, model: model))
      }
      for model in workspace.models {
        guard let reference = model.referencePayload else { continue }
        let data = Data(JSONPrinter.bytes(of: reference, style: .pretty))
        sections.append(section(data, source: "reference payload", workspace: workspace, model: model))
      }
    }
    for edited in editedPayloads {
      let workspace = try registry.workspace(named: edited.workspace)
      let model = try workspace.model(named: edited.model)
      sections.append(section(Data(edited.json.utf8), source: edited.name, workspace: workspace, model: model))
    }
    return sections.joined(separator: "\n")
  }

  private static func section(_ data: Data, source: String, workspace: Workspace, model: WorkspaceModel) -> String {
    InspectReport.text(model.inspect(data).located(), source: source, workspace: workspace, model: model)
  }

  private static func firstDifference(_ new: String, _ old: String) -> String {
    let (newLines, oldLines) = (
      new.split(separator: "\n", omittingEmptySubsequences: false),
      old.split(
        separator: "\n", omittingEmptySubsequences: false)
    )
    for index in 0..<max(newLines.count, oldLines.count) {
      let (now, then) = (
        index < newLines.count ? String(newLines[index]) : "<end>",
        index < oldLines.count ? String(oldLines[index]) : "<end>"
      )
      if now != then { return "line \(index + 1): now \(now)\n  recorded \(then)" }
    }
    return "same lines"
  }
}
