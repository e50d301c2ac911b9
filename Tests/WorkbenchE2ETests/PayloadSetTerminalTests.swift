import Foundation
import Testing

/// Many payloads in the real binary: `open --payload LOG.ndjson` steps through them with `[` and
/// `]`, shows the position and how many fail in the title, and the set's summary with `S`.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct PayloadSetTerminalTests {
  private func title(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  @Test func stepThroughALogAndShowTheSet() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payload-set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("dex.ndjson")
    try Data(
      [
        #"{"baseType": "fire", "name": "Charmander", "pokedexIndex": 4}"#,
        #"{"baseType": "shadow", "name": null, "pokedexIndex": 5}"#,
        #"{"baseType": "water", "name": "Squirtle", "pokedexIndex": 7}"#,
      ].joined(separator: "\n").utf8
    ).write(to: log)

    let session = try TmuxSession("Pokedex --model Pokemon --payload '\(log.path)'", width: 100, height: 30)
    defer { session.kill() }
    try session.waitFor("the first payload") {
      self.title($0).contains("[1 of 3, 1 failing]") && self.title($0).contains("✓") && $0.contains("Charmander")
    }
    try session.send("]")
    try session.waitFor("the second payload, its values and its verdict") {
      self.title($0).contains("[2 of 3, 1 failing]") && self.title($0).contains("✗") && $0.contains("\"shadow\"")
    }
    try session.send("S")
    try session.waitFor("the set's summary with its counts") {
      $0.contains("Set (S)") && $0.contains("3 payloads: 2 decode, 1")
    }
    try session.send("[")
    try session.waitFor("back to the first") {
      self.title($0).contains("[1 of 3, 1 failing]") && $0.contains("Charmander")
    }
    try session.send("q")
    try session.waitFor("EXITED 0")
  }
}
