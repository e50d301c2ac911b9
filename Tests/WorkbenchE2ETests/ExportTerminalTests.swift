import Foundation
import Testing

/// Exporting from the real binary in tmux, into a temporary folder given by `--exports` or
/// `WORKBENCH_EXPORTS` (the bundled workspaces would export into the repository).
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct ExportTerminalTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func xExportsAFixtureIntoTheExportsFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try TmuxSession("open Pokedex --model Pokemon --exports '\(folder.path)'")
    defer { session.kill() }
    try session.waitForEditor(showing: "decodes ✓")
    try session.send("j", "e", "C-u", "Glurak", "Enter")
    try session.waitFor("\"name\": \"Glurak\"")
    try session.send("x")
    try session.waitFor("What to export:")
    try session.send("Enter")
    try session.waitFor("Name: pokemon-edited")
    try session.send("C-u", "glurak", "Enter")
    try session.waitFor("new        Fixtures/glurak.json")
    try session.send("Enter")
    try session.waitFor("wrote 1 file to")
    let written = try String(contentsOf: folder.appendingPathComponent("Fixtures/glurak.json"), encoding: .utf8)
    #expect(written == "{\n  \"baseType\": \"fire\",\n  \"name\": \"Glurak\",\n  \"pokedexIndex\": 6\n}\n")

    try session.send("x", "Enter", "C-u", "glurak", "Enter")
    try session.waitFor("unchanged  Fixtures/glurak.json")
    try session.send("Escape")
    try session.waitFor("export cancelled")
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test func mCountsTheCasesAndWritesTheMatrixTest() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try TmuxSession("open Pokedex --model Pokemon", environment: ["WORKBENCH_EXPORTS": folder.path])
    defer { session.kill() }
    try session.waitForEditor(showing: "decodes ✓")
    try session.send("m")
    let screen = try session.waitFor("counted") { $0.contains("full product") && !$0.contains("counting…") }
    #expect(screen.contains("each choice"))
    #expect(screen.contains("pairwise"))
    try session.send("Enter", "C-u", "charizard", "Enter")
    try session.waitFor("PokemonCharizardEachChoiceTests.swift")
    try session.send("Enter")
    try session.waitFor("wrote 1 file to")
    let test = try String(
      contentsOf: folder.appendingPathComponent("PokemonCharizardEachChoiceTests.swift"), encoding: .utf8)
    #expect(test.contains("@Test"))
    try session.send("C-c")
    try session.waitFor("EXITED 0")
  }
}
