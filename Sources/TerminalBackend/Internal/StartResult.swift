import CCurses

extension TerminalError {
  /// The error for a `ccurses_start` result, or `nil` when curses started.
  init?(startResult: Int32, term: String?) {
    switch UInt32(bitPattern: startResult) {
    case CCURSES_STARTED.rawValue: return nil
    case CCURSES_ERROR_TERM_UNSET.rawValue: self = .termNotSet
    case CCURSES_ERROR_TERM_DUMB.rawValue: self = .dumbTerminal
    case CCURSES_ERROR_NO_TTY.rawValue: self = .noTerminal
    case CCURSES_ERROR_ALREADY_STARTED.rawValue: self = .alreadyRunning
    default: self = .unsupportedTerminal(term: term ?? "")
    }
  }
}
