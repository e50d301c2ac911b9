import Foundation
import Testing

/// Models whose code traps or never returns, in the real app: their worker stops, the app does not.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed; the terminal end-to-end tests are skipped")
)
struct WildModelsTerminalTests {
  @Test func aModelThatTrapsWhileLearnedOpensWithTheFindingAndWhatWasLearned() throws {
    let session = try TmuxSession("open Wild --model Reading", width: 100, height: 30)
    defer { session.kill() }
    let screen = try session.waitFor("the finding and the placeholder payload's verdict") {
      $0.contains("learning stopped") && $0.contains("Reading.init") && $0.contains("model stopped ✗")
    }
    #expect(screen.contains("[x] value"), "the keys learned before the trap:\n\(screen)")
    #expect(screen.contains("[x] unit"))
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test func aPayloadThatTrapsIsAVerdictAndTheAppGoesOn() throws {
    let session = try TmuxSession(
      "open Wild --model Station --payload Workspaces/Wild/Payloads/station-empty-id.json", width: 100, height: 30)
    defer { session.kill() }
    var screen = try session.waitFor("the verdict with the runtime's message") {
      $0.contains("model stopped ✗") && $0.contains("Precondition")
    }
    // Give the station an id: the next decode runs in a new worker and succeeds.
    try session.send("e", "C-u")
    try session.send("-l", "st-9")
    try session.send("Enter")
    screen = try session.waitForEditor(showing: "decodes ✓")
    #expect(screen.contains("\"id\": \"st-9\""))
    try session.send("q")
    try session.waitFor("Quit anyway?")
    try session.send("y")
    try session.waitFor("EXITED 0")
  }

  @Test func dDecodesWithTheNextDateStrategyForThisSessionInABundledWorkspace() throws {
    let session = try TmuxSession(
      "open Wild --model Station --payload Workspaces/Wild/Payloads/station-iso-dates.json", width: 100, height: 30)
    defer { session.kill() }
    try session.waitFor("the hint under seconds since 1970") {
      $0.contains("does not decode ✗") && $0.contains("press D")
    }
    try session.send("D")
    let screen = try session.waitFor("the payload decoded as ISO 8601") {
      $0.contains("dates: iso8601") && $0.contains("decodes ✓")
    }
    #expect(screen.contains("for this session only"), "a bundled workspace has no configuration:\n\(screen)")
    try session.send("q")
    try session.waitFor("EXITED 0")
  }

  @Test func aPayloadThatNeverEndsIsStoppedAndTheKeysAnswerMeanwhile() throws {
    let session = try TmuxSession(
      "open Wild --model FeedCursor --payload Workspaces/Wild/Payloads/cursor-that-never-ends.json", width: 80,
      height: 24)
    defer { session.kill() }
    try session.waitFor("decoding…")
    // While the worker spins, the app still answers: the help opens and closes.
    try session.send("?")
    try session.waitFor("the help, while the model's code runs") { $0.contains("esc") && $0.contains("quit") }
    try session.send("Escape")
    var screen = try session.waitFor("the time limit's verdict", timeout: 30) { $0.contains("model stopped ✗") }
    #expect(screen.contains("FeedCursor"), "\(screen)")
    // A skip that reaches the end decodes, in a new worker.
    try session.send("e", "C-u")
    try session.send("-l", "250")
    try session.send("Enter")
    screen = try session.waitForEditor(showing: "decodes ✓")
    #expect(screen.contains("\"skip\": 250"), "\(screen)")
    try session.send("q")
    try session.waitFor("Quit anyway?")
    try session.send("y")
    try session.waitFor("EXITED 0")
  }
}
