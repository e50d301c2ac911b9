import Foundation
import GoldenRecording
import Testing

/// The exports of the bundled workspaces are committed in `Tests/GeneratedExportsTests`, where
/// `swift test` compiles and runs them. Exporting again with the real `workbench` binary must give
/// the same files, byte for byte, and the folders must hold nothing else. After a deliberate
/// change to the exporters, `WORKBENCH_RECORD=1 swift test --filter CommittedExports` writes them
/// anew (review the diff).
///
/// The binary, not the library in this test process: on Linux every test target is linked into
/// one test executable, so the generated enum conformances would be visible here and change
/// what the exporter writes.
struct CommittedExportsTests {
  let binary = WorkbenchBinaryTests()

  /// The `workbench` arguments of each committed export, in the order they were written (the
  /// first export of a model fixes its generated fragment's defaults; later ones build on it).
  static let exports: [[String]] = [
    ["export", "--workspace", "Pokedex", "--model", "Pokemon", "--fixture", "charizard", "--test", "swift-testing"],
    ["export", "--workspace", "Pokedex", "--model", "Pokemon", "--fixture", "pikachu", "--test", "xctest"],
    [
      "export", "--workspace", "Pokedex", "--model", "Pokemon", "--fixture", "failing/index-as-string", "--test",
      "swift-testing",
    ],
    ["matrix", "--workspace", "Pokedex", "--model", "Pokemon", "--strategy", "pairwise"],
    ["export", "--workspace", "Locations", "--model", "Location", "--fixture", "cvs", "--test", "swift-testing"],
    [
      "export", "--workspace", "Locations", "--model", "Location", "--fixture", "failing/no-city-in-address",
      "--test", "xctest",
    ],
    ["matrix", "--workspace", "Locations", "--model", "Location", "--fixture", "cvs", "--strategy", "each-choice"],
    ["export", "--workspace", "Locations", "--model", "Address", "--test", "swift-testing"],
    ["export", "--workspace", "Catalog", "--model", "DataModel", "--fixture", "valid", "--test", "xctest"],
    [
      "export", "--workspace", "Catalog", "--model", "DataModel", "--fixture", "failing/id-as-string", "--test",
      "swift-testing",
    ],
    ["matrix", "--workspace", "Catalog", "--model", "DataModel", "--fixture", "valid", "--strategy", "full"],
    [
      "export", "--workspace", "Releases", "--model", "Release", "--fixture", "stable-release", "--test",
      "swift-testing",
    ],
    [
      "export", "--workspace", "Releases", "--model", "Release", "--fixture", "draft-without-assets", "--test",
      "xctest",
    ],
    [
      "export", "--workspace", "Releases", "--model", "Release", "--fixture", "failing/renamed-and-retyped", "--test",
      "swift-testing",
    ],
    [
      "matrix", "--workspace", "Releases", "--model", "Release", "--fixture", "stable-release", "--strategy",
      "pairwise",
    ],
    ["export", "--workspace", "Releases", "--model", "Account", "--test", "swift-testing"],
    ["export", "--workspace", "Releases", "--model", "Asset", "--test", "xctest"],
    ["export", "--workspace", "Wild", "--model", "Station", "--fixture", "central-park", "--test", "swift-testing"],
    [
      "export", "--workspace", "Wild", "--model", "Page<Forecast>", "--fixture", "Page<Forecast>/today", "--test",
      "swift-testing",
    ],
    ["export", "--workspace", "Wild", "--model", "Post", "--fixture", "Post/poll", "--test", "swift-testing"],
    ["export", "--workspace", "Wild", "--model", "Notice", "--fixture", "Notice/mention", "--test", "xctest"],
    [
      "export", "--workspace", "Wild", "--model", "Page<Forecast>", "--fixture", "Page<Forecast>/failing/four-failures",
      "--test", "xctest",
    ],
  ]

  static let root = WorkbenchBinaryTests.packageRoot.appendingPathComponent("Tests/GeneratedExportsTests").path
  static var updating: Bool { GoldenRecording.isOn }

  /// The dry run's `status  path` lines.
  private func plannedFiles(_ arguments: [String]) throws -> [(status: String, path: String)] {
    let run = try binary.run(arguments + ["--dry-run"])
    try #require(run.status == 0, "workbench \(arguments.joined(separator: " ")) --dry-run: \(run.errors)")
    return run.output.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count >= 2, !line.hasSuffix("cases"), !line.hasSuffix("case") else { return nil }
      let path = String(words.last!)
      return (
        words.dropLast().joined(separator: " "),
        path.hasPrefix("/") ? path : WorkbenchBinaryTests.packageRoot.path + "/" + path
      )
    }
  }

  @Test func exportingAgainGivesTheCommittedFilesAndNothingElse() throws {
    if Self.updating {
      for arguments in Self.exports {
        let run = try binary.run(arguments + ["--force"])
        try #require(run.status == 0, "\(run.errors)")
      }
    }
    var planned = Set<String>()
    for arguments in Self.exports {
      for file in try plannedFiles(arguments) {
        planned.insert(file.path)
        #expect(
          file.status == "unchanged",
          "\(file.path): \(file.status) by workbench \(arguments.joined(separator: " ")); run WORKBENCH_RECORD=1 swift test --filter CommittedExports and review the diff"
        )
      }
    }
    let committed = try FileManager.default.subpathsOfDirectory(atPath: Self.root).filter { $0.hasSuffix(".swift") }.map
    { Self.root + "/" + $0 }
    #expect(Set(committed).subtracting(planned).sorted() == [], "files no export writes any more: delete them")
    #expect(planned.count >= 20)
  }
}

/// `workbench export` and `workbench matrix` on their own terms.
struct ExportCommandTests {
  let binary = WorkbenchBinaryTests()
  /// The bundled workspaces, in a folder outside any package.
  static let bundled = ["WORKBENCH_BUNDLED": "1"]

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func outputPathsAreRelativeToTheCurrentFolderAsTyped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "export", "--model", "Pokemon", "--fixture", "charizard", "--json", "p.json", "--swift",
      "Tests/CharizardTests.swift",
    ]
    let run = try binary.run(arguments, environment: Self.bundled, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "  wrote  p.json\n  wrote  Tests/CharizardTests.swift\n")
    let fixture = try String(contentsOf: folder.appendingPathComponent("p.json"), encoding: .utf8)
    #expect(fixture.contains("\"Charizard\""))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests/CharizardTests.swift").path))

    let again = try binary.run(arguments, environment: Self.bundled, in: folder)
    #expect(again.status == 0)
    #expect(again.output == "  unchanged  p.json\n  unchanged  Tests/CharizardTests.swift\n")

    let other = try binary.run(
      ["export", "--model", "Pokemon", "--fixture", "pikachu", "--json", "p.json"], environment: Self.bundled,
      in: folder)
    #expect(other.status == 2)
    #expect(
      other.errors
        == "workbench export: a file with other contents would be replaced: p.json; pass --force to overwrite\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("p.json"), encoding: .utf8) == fixture)
  }

  @Test func aFixturePathIsNotMovedIntoTheExportsFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try binary.run(
      ["export", "--workspace", "Pokedex", "--model", "Pokemon", "--exports", "out", "--json", "p.json"],
      environment: Self.bundled, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.json").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path) == false)
  }

  @Test func aNameDerivedFromTheStateStaysInTheExportsFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try binary.run(
      ["export", "--model", "Pokemon", "--exports", "out", "--name", "../../escape", "--dry-run"],
      environment: Self.bundled, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "  would write  out/PokemonEscapeTests.swift\n")
  }

  @Test func theMatrixOutputFolderIsRelativeToTheCurrentFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try binary.run(
      ["matrix", "--model", "Release", "--fixture", "stable-release", "--strategy", "each-choice", "--out", "matrix"],
      environment: Self.bundled, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let written = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("matrix").path)
    #expect(written.contains { $0.hasSuffix("Tests.swift") }, "\(written)")
  }

  @Test func aChangedFileIsOnlyReplacedWithForce() throws {
    // A fixture export of charizard with another name would differ from nothing on disk; the
    // committed Swift test of pikachu differs from one exported under its name from charizard.
    let run = try binary.run([
      "export", "--workspace", "Pokedex", "--model", "Pokemon", "--fixture", "charizard", "--name", "pikachu", "--test",
      "xctest",
    ])
    #expect(run.status == 2)
    #expect(run.output.contains("would replace"))
    #expect(run.errors.contains("pass --force to overwrite"))
  }

  @Test func theMatrixCountComesFirstAndADryRunWritesNothing() throws {
    let run = try binary.run([
      "matrix", "--workspace", "Releases", "--model", "Release", "--fixture", "stable-release", "--strategy",
      "each-choice", "--write-fixtures", "--dry-run",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.first?.hasSuffix(" cases") == true)
    #expect(lines.contains { $0.contains("would write") && $0.contains("/failing/") })
  }

  @Test func tooManyCasesAreRefusedWithTheCount() throws {
    let run = try binary.run([
      "matrix", "--workspace", "Releases", "--model", "Release", "--fixture", "stable-release", "--strategy", "full",
      "--dry-run",
    ])
    #expect(run.status == 2)
    #expect(run.errors.contains("full"))
  }
}
