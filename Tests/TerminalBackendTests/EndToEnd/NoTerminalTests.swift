import Foundation
import Testing

/// Without a usable terminal the demo (and so the app) exits with status 2 and a clear message,
/// and writes nothing to the terminal.
@Suite("terminal-demo without a terminal")
struct NoTerminalTests {
  private func environment(term: String?) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = term
    environment["TMUX"] = nil
    return environment
  }

  @Test("TERM unset: status 2, the message on stderr, nothing on stdout")
  func termUnset() throws {
    let result = try ProcessRunner.run(try DemoBinary.required(), environment: environment(term: nil))
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "workbench needs a terminal: TERM is not set. Use the CLI subcommands (workbench inspect, schema, fmt) in scripts.\n"
    )
    #expect(result.standardOutput.isEmpty)
  }

  @Test("TERM empty or dumb: status 2 and a message")
  func termDumb() throws {
    for term in ["", "dumb"] {
      let result = try ProcessRunner.run(try DemoBinary.required(), environment: environment(term: term))
      #expect(result.status == 2, "TERM=\(term)")
      #expect(result.standardError.hasPrefix("workbench needs a terminal: TERM is"), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test(
    "no tty at all (a new session without a controlling terminal): status 2 and a message",
    .enabled(if: ProcessRunner.which("setsid") != nil, "setsid is not installed")
  )
  func noTTY() throws {
    let setsid = try #require(ProcessRunner.which("setsid"))
    let result = try ProcessRunner.run(
      setsid, ["-w", try DemoBinary.required().path], environment: environment(term: "xterm-256color"))
    #expect(result.status == 2)
    #expect(result.standardError.contains("/dev/tty cannot be opened"), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }
}
