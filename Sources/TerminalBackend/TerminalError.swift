import Foundation

/// Why ``CursesTerminal/start(colors:mouse:)`` could not take over the terminal. The
/// ``message`` tells a person what to do instead; the app prints it and exits with status 2.
public enum TerminalError: Error, Equatable, Sendable {
  /// `TERM` is not set or empty (a script, a CI job, a cron job).
  case termNotSet
  /// `TERM` is `dumb`: the terminal cannot move the cursor.
  case dumbTerminal
  /// Standard input or output is not a terminal and `/dev/tty` cannot be opened.
  case noTerminal
  /// curses could not set up a screen for `TERM` (usually: no terminfo entry for it).
  case unsupportedTerminal(term: String)
  /// Another ``CursesTerminal`` is running; stop it first.
  case alreadyRunning

  private static let useTheCLI = "use the CLI subcommands (workbench inspect, schema, fmt) in scripts."

  /// What went wrong and what to do instead, in one sentence or two.
  public var message: String {
    switch self {
    case .termNotSet:
      "workbench needs a terminal: TERM is not set. Use the CLI subcommands (workbench inspect, schema, fmt) in scripts."
    case .dumbTerminal:
      "workbench needs a terminal: TERM is \"dumb\", which cannot draw a screen. Run it in a terminal emulator, or \(Self.useTheCLI)"
    case .noTerminal:
      "workbench needs a terminal: standard input or output is not a terminal, and /dev/tty cannot be opened. Run it in a terminal, or \(Self.useTheCLI)"
    case .unsupportedTerminal(let term):
      "workbench needs a terminal curses knows: TERM=\"\(term)\" has no usable terminfo entry. Set TERM to one that has (for example TERM=xterm-256color), or \(Self.useTheCLI)"
    case .alreadyRunning:
      "workbench already drives the terminal: stop the running CursesTerminal before starting another one."
    }
  }
}

extension TerminalError: CustomStringConvertible, LocalizedError {
  /// The ``message``.
  public var description: String { message }
  /// The ``message``.
  public var errorDescription: String? { message }
}
