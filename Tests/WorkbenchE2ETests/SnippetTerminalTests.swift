import Foundation
import Testing

/// The snippet keys in the real binary: `y` and `Y` reach tmux's clipboard through OSC 52, and the
/// status line says what was copied.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct SnippetTerminalTests {
  @Test func yCopiesThePathAndBigYTheSwiftCode() throws {
    let session = try TmuxSession("open Locations --model Location", width: 100, height: 30, clipboard: true)
    defer { session.kill() }
    try session.waitFor("\"city\": ")
    try session.waitForEditor(showing: "decodes ✓")
    for _ in 0..<6 { try session.send("j") }
    try session.send("y")
    try session.waitFor("copied address.city")
    try session.waitForBuffer("the path") { $0 == "address.city" }

    try session.send("n")
    try session.waitFor("\"city\": null")
    try session.send("Y")
    // The model opens on cvs.json, whose values differ from the fragment's defaults, so the code
    // sets those too before making the city null.
    try session.waitFor("copied Swift code (6 lines)")
    // The verdict of the edit comes from the worker: under load it may follow the copy.
    try session.waitFor("does not decode ✗")
    try session.waitForBuffer("the Swift code") {
      $0.hasPrefix("var fragment = LocationFragment()\n") && $0.contains("  $0.city = .null\n")
        && $0.split(separator: "\n").count == 6
    }
    try session.send("C-c")
    try session.waitFor("EXITED 0")
  }
}
