import Foundation
import Testing

/// The installed `workbench` on a folder of Swift files with no manifest or project it reads (a
/// pod's `Classes`), named with `--sources`, its fixtures with `--fixtures`: the models compile
/// as one module, a file that needs UIKit is left out, and `init` records both folders so that a
/// plain `workbench lint` works there next time.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct SourcesFolderTests {
  static let package = SamplePackage("sources-folder")

  static let files = [
    "Weather/Classes/Models/Station.swift": """
    import Foundation

    public struct Station: Decodable {
      public let id: Int
      public let name: String
      public let elevationM: Double?
      public let readings: [Reading]
    }

    """,
    "Weather/Classes/Models/Reading.swift": """
    import Foundation

    public struct Reading: Decodable {
      public let temperatureC: Double
      public let takenAt: Date
    }

    """,
    "Weather/Classes/StationCell.swift": """
    import UIKit

    final class StationCell: UITableViewCell {
      func show(_ station: Station) { textLabel?.text = station.name }
    }

    """,
    "Example/Tests/JSON/station.json": """
    {"id": 3, "name": "Säntis", "elevation_m": 2502,
     "readings": [{"temperature_c": -4.5, "taken_at": "2026-11-30T06:00:00Z"}]}

    """,
    "Example/Tests/JSON/station-text-id.json": """
    {"id": "3", "name": "Säntis", "readings": []}

    """,
  ]

  @Test(.timeLimit(.minutes(20)))
  func aFolderOfSwiftFilesIsCompiledAndInitRecordsIt() throws {
    try? FileManager.default.removeItem(at: Self.package.folder.appendingPathComponent("fixture-workbench.json"))
    for (path, text) in Self.files { try Self.package.write(text, to: path) }
    try SamplePackageFiles.installWorkbench(in: Self.package.installFolder)

    let lint = try Self.package.workbench("lint", "--sources", "Weather/Classes", "--fixtures", "Example/Tests/JSON")
    #expect(lint.status == 1, "one fixture is broken: \(lint.output.suffix(3000))")
    #expect(lint.output.contains("keys: convertFromSnakeCase, inferred from"), "\(lint.output.suffix(3000))")
    #expect(
      lint.output.contains(
        "Example/Tests/JSON/station-text-id.json:1:8: error: no longer decodes: JSONDecoder stops at id: expected Int, found the string \"3\""
      ), "\(lint.output.suffix(3000))")
    #expect(lint.output.contains("2 fixtures: 1 as expected, 1 broken"), "\(lint.output.suffix(3000))")
    let manifest = try Self.package.read(".build/fixture-workbench/app-package/Package.swift")
    #expect(manifest.contains(#"sources: ["Reading.swift", "Station.swift"]"#), "\(manifest)")

    let initialized = try Self.package.workbench(
      "init", "--sources", "Weather/Classes", "--fixtures", "Example/Tests/JSON")
    #expect(initialized.status == 0, "\(initialized.output.suffix(3000))")
    #expect(initialized.output.contains("the test target that builds Weather/Classes needs the package at"))
    let configuration = try Self.package.read("fixture-workbench.json")
    #expect(
      configuration.contains(#""sources": ["#) && configuration.contains(#""Weather/Classes""#), "\(configuration)")
    #expect(configuration.contains(#""Example/Tests/JSON""#), "\(configuration)")

    let again = try Self.package.workbench("lint")
    #expect(again.output.contains("2 fixtures: 1 as expected, 1 broken"), "\(again.output.suffix(3000))")
    let inspected = try Self.package.workbench("inspect", "Example/Tests/JSON/station.json")
    #expect(inspected.status == 0 && inspected.output.contains("verdict: decodes"), "\(inspected.output)")
  }
}
