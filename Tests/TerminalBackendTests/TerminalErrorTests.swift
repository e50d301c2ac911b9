import Testing

@testable import TerminalBackend

@Suite("Terminal errors")
struct TerminalErrorTests {
  @Test("TERM not set says what to use instead")
  func termNotSet() {
    #expect(
      TerminalError.termNotSet.message
        == "workbench needs a terminal: TERM is not set. Use the CLI subcommands (workbench inspect, schema, fmt) in scripts."
    )
    #expect("\(TerminalError.termNotSet)" == TerminalError.termNotSet.message)
  }

  @Test(
    "every error names the problem and the CLI",
    arguments: [
      TerminalError.dumbTerminal, .noTerminal, .unsupportedTerminal(term: "vt52x"),
    ])
  func messages(error: TerminalError) {
    #expect(error.message.hasPrefix("workbench needs a terminal"))
    #expect(error.message.contains("workbench inspect, schema, fmt"))
  }

  @Test("an unknown TERM is named")
  func unsupported() {
    #expect(TerminalError.unsupportedTerminal(term: "vt52x").message.contains("TERM=\"vt52x\""))
  }

  @Test("start results map to errors")
  func startResults() {
    #expect(TerminalError(startResult: 0, term: "xterm") == nil)
    #expect(TerminalError(startResult: 1, term: nil) == .termNotSet)
    #expect(TerminalError(startResult: 2, term: "dumb") == .dumbTerminal)
    #expect(TerminalError(startResult: 3, term: "xterm") == .noTerminal)
    #expect(TerminalError(startResult: 4, term: "vt52x") == .unsupportedTerminal(term: "vt52x"))
    #expect(TerminalError(startResult: 5, term: "xterm") == .alreadyRunning)
  }
}
