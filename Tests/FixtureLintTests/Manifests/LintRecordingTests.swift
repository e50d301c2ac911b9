import FixtureEngine
import FixtureLint
import Foundation
import Locations
import Pokedex
import Testing
import WorkbenchContext

/// `Workspace.lint(in:recording: true)`: manifests written from what the fixtures do.
struct LintRecordingTests {
  static let dex = WorkspaceLintTests.dex
  static let manifest = "/ws/Fixtures/failing/expected-failures.txt"

  /// Memory and a context over it that counts writes.
  final class Disk: @unchecked Sendable {
    let memory: InMemoryFileSystem
    private(set) var writes: [String] = []
    var context: AppContext

    init(_ files: [String: String]) {
      memory = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
      context = AppContext.test(files: memory)
      let replace = context.files.replace
      context.files.replace = { [unowned self] path, data in
        self.writes.append(path)
        try replace(path, data)
      }
    }

    func text(_ path: String) -> String? { memory.contents(of: path).map { String(decoding: $0, as: UTF8.self) } }
  }

  @Test func recordsWhereEachFailingFixtureFailsSortedAndKeepsWhatIsThere() throws {
    let disk = Disk([
      "/ws/Fixtures/failing/z-index.json": WorkspaceLintTests.indexAsString,
      "/ws/Fixtures/failing/a-no-name.json": #"{"baseType": "fire", "pokedexIndex": 6}"#,
      "/ws/Fixtures/failing/b-kept.json": WorkspaceLintTests.indexAsString,
      "/ws/Fixtures/failing/still-decodes.json": WorkspaceLintTests.charizard,
      Self.manifest: "b-kept.json   name\ngone.json  id\n",
    ])
    let report = Self.dex.lint(in: disk.context, recording: true)
    let text = try #require(disk.text(Self.manifest))
    #expect(text.hasPrefix("# "))
    #expect(text.hasSuffix("\na-no-name.json  name\nb-kept.json  name\nz-index.json  pokedexIndex\n"))
    #expect(disk.writes == [Self.manifest])
    #expect(
      report.changes.map { "\($0.change) \($0.entry.fixture) \($0.entry.path)" } == [
        "dropped gone.json id", "added a-no-name.json name", "added z-index.json pokedexIndex",
      ])
    #expect(report.changes.allSatisfy { $0.manifest == "Fixtures/failing/expected-failures.txt" })
    // The report is judged against the manifest just written: the kept line still disagrees.
    #expect(
      report.fixtures.map(\.file) == [
        "Fixtures/failing/a-no-name.json", "Fixtures/failing/b-kept.json", "Fixtures/failing/still-decodes.json",
        "Fixtures/failing/z-index.json",
      ])
    #expect(report.fixtures.map(\.status) == [.asExpected, .broken, .broken, .asExpected])
    #expect(report.fixtures[1].findings.map(\.kind) == [.failsElsewhere])
    #expect(report.manifests.first?.findings == [])
  }

  @Test func aWrittenManifestSaysHowItIsKeptInTheCallersWords() throws {
    let disk = Disk(["/ws/Fixtures/failing/z-index.json": WorkspaceLintTests.indexAsString])
    _ = Self.dex.lint(in: disk.context, recording: true, upkeep: "kept by the tests; edit freely")
    let lines = try #require(disk.text(Self.manifest)).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("# Where each fixture in this folder must fail to decode"))
    #expect(lines[1] == "# kept by the tests; edit freely")
    #expect(lines[2] == "z-index.json  pokedexIndex")
  }

  @Test func recordingAgainChangesNothingAndWritesNothing() {
    let disk = Disk(["/ws/Fixtures/failing/index.json": WorkspaceLintTests.indexAsString])
    let first = Self.dex.lint(in: disk.context, recording: true)
    #expect(first.changes.count == 1)
    #expect(first.outcome == .passes)
    #expect(first.fixtures.first?.findings == [])
    let second = Self.dex.lint(in: disk.context, recording: true)
    #expect(second.changes.isEmpty)
    #expect(disk.writes == [Self.manifest])
  }

  @Test func withoutRecordingNothingIsWritten() {
    let disk = Disk(["/ws/Fixtures/failing/index.json": WorkspaceLintTests.indexAsString])
    let report = Self.dex.lint(in: disk.context)
    #expect(report.changes.isEmpty)
    #expect(disk.writes.isEmpty)
    #expect(disk.text(Self.manifest) == nil)
  }

  @Test func nothingIsRecordedForFixturesThatDecodeOrAreNotJSONOrInFoldersWithoutFailures() {
    let disk = Disk([
      "/ws/Fixtures/charizard.json": WorkspaceLintTests.charizard,
      "/ws/Fixtures/failing/decodes.json": WorkspaceLintTests.charizard,
      "/ws/Fixtures/failing/broken.json": "{",
    ])
    let report = Self.dex.lint(in: disk.context, recording: true)
    #expect(report.changes.isEmpty)
    #expect(disk.writes.isEmpty)
  }

  @Test func modelFoldersGetTheirOwnManifest() {
    let places = Workspace("Places", directory: "/ws", models: [.model(Pokemon.self), .model(Address.self)])
    let disk = Disk(["/ws/Fixtures/Address/failing/no-city.json": #"{"street": "1 Main St", "country": "US"}"#])
    let report = places.lint(in: disk.context, recording: true)
    #expect(report.changes.map(\.manifest) == ["Fixtures/Address/failing/expected-failures.txt"])
    #expect(
      disk.text("/ws/Fixtures/Address/failing/expected-failures.txt")?.hasSuffix("\nno-city.json  city\n") == true)
  }

  @Test func aManifestWithLinesThatMakeNoSenseIsLeftAsItWas() throws {
    let original = "index.json pokedexIndex\nnot a line\n"
    let disk = Disk([
      "/ws/Fixtures/failing/index.json": WorkspaceLintTests.indexAsString,
      "/ws/Fixtures/failing/other.json": WorkspaceLintTests.indexAsString,
      Self.manifest: original,
    ])
    let report = Self.dex.lint(in: disk.context, recording: true)
    #expect(disk.writes.isEmpty)
    #expect(disk.text(Self.manifest) == original)
    #expect(report.changes.isEmpty)
    let findings = try #require(report.manifests.first?.findings)
    #expect(findings.map(\.kind) == [.manifestSyntax, .manifestSyntax])
    #expect(findings.last?.message == "recording left this file as it was; fix the lines above, then record again")
    #expect(report.outcome == .broken)
  }

  @Test func aManifestThatCannotBeWrittenMakesTheRunIncomplete() throws {
    let disk = Disk(["/ws/Fixtures/failing/index.json": WorkspaceLintTests.indexAsString])
    disk.context.files.replace = { _, _ in throw CocoaError(.fileWriteNoPermission) }
    let report = Self.dex.lint(in: disk.context, recording: true)
    #expect(report.outcome == .incomplete)
    #expect(report.changes.isEmpty)
    #expect(report.fixtures.first?.findings.map(\.kind) == [.unrecordedFailure])
    #expect(report.manifests.map(\.file) == ["Fixtures/failing/expected-failures.txt"])
    #expect(report.manifests.first?.findings.map(\.kind) == [.unwritable])
    #expect(report.manifests.first?.findings.first?.message.hasSuffix("; it was left as it was") == true)
    #expect(disk.text(Self.manifest) == nil)
  }

  @Test func recordsIntoARealFolderOnDisk() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-record-\(UUID().uuidString)")
    let failing = folder.appendingPathComponent("Fixtures/failing")
    try FileManager.default.createDirectory(at: failing, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(WorkspaceLintTests.indexAsString.utf8).write(to: failing.appendingPathComponent("index.json"))
    let workspace = Workspace("Disk", directory: folder.path, models: [.fragment(PokemonFragment.self)])
    #expect(workspace.lint(in: .live, recording: true).changes.count == 1)
    let manifest = try String(
      contentsOf: failing.appendingPathComponent(ExpectedFailureManifest.fileName), encoding: .utf8)
    #expect(manifest.hasSuffix("\nindex.json  pokedexIndex\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: failing.path).sorted() == [
        ExpectedFailureManifest.fileName, "index.json",
      ])
    let again = workspace.lint(in: .live)
    #expect(again.outcome == .passes)
    #expect(again.fixtures.first?.findings == [])
  }
}
