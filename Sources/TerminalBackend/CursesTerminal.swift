import CCurses
import TerminalCore

/// The real terminal, driven by ncurses: starts and stops curses, draws `Frame`s (only the
/// cells that changed), and reads keys, resizes and mouse events as `Key`s.
///
/// curses is single-threaded, so the terminal lives on the main actor. At most one runs at a
/// time. While it runs, signal handlers give the terminal back on a crash (see ``start(colors:mouse:)``).
@MainActor
public final class CursesTerminal: Terminal {
  /// The frame on screen, or `nil` when the screen's contents are unknown (start, resize).
  var shownFrame: Frame?
  var colorPairs: ColorPairTable
  /// Whether colors are drawn (asked for and available); otherwise attributes only.
  public let colorsEnabled: Bool
  /// Whether mouse events are reported: asked for (``start(colors:mouse:)``, ``setMouse(_:)``)
  /// and supported by the terminal.
  public internal(set) var mouseEnabled: Bool
  var scalarBuffer: [UInt32] = []
  private var stopped = false

  private init(colorsEnabled: Bool, mouseEnabled: Bool) {
    self.colorsEnabled = colorsEnabled
    self.mouseEnabled = mouseEnabled
    self.colorPairs = ColorPairTable(pairCount: Int(ccurses_color_pair_count()))
    scalarBuffer.reserveCapacity(CellText.maximumScalars)
  }

  /// Takes over the terminal: stdin/stdout, or `/dev/tty` when either is redirected.
  ///
  /// - Parameters:
  ///   - colors: Draw colors when the terminal has them (pass `false` when `NO_COLOR` is set);
  ///     attributes (bold, underline, reverse, dim) are drawn either way.
  ///   - mouse: Report clicks and the wheel (this blocks the terminal's own text selection).
  /// - Throws: ``TerminalError`` when there is no usable terminal (`TERM` unset, empty or
  ///   `dumb`, no tty, no terminfo entry); nothing is written to the terminal then.
  ///
  /// Until ``stop()``, crash signals (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  /// SIGQUIT), SIGTERM and SIGHUP restore the terminal and then die the way they would have; the
  /// first SIGINT (Ctrl-C) is reported by ``readKey(timeout:)`` as `.control("c")`, a second one
  /// before that restores the terminal and ends the process.
  public static func start(colors: Bool, mouse: Bool) throws -> CursesTerminal {
    let term = ProcessEnvironment.value(of: "TERM")
    if let error = TerminalError(startResult: ccurses_start(colors ? 1 : 0, mouse ? 1 : 0), term: term) {
      throw error
    }
    return CursesTerminal(colorsEnabled: ccurses_colors_enabled() != 0, mouseEnabled: ccurses_mouse_enabled() != 0)
  }

  /// The screen's size in columns and rows.
  public var size: (width: Int, height: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    ccurses_size(&rows, &columns)
    return (Int(columns), Int(rows))
  }

  /// Gives the terminal back (endwin) and removes the signal handlers. Safe to call more than
  /// once; the terminal draws and reads nothing afterwards.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    shownFrame = nil
    ccurses_stop()
  }

  /// Whether ``stop()`` was called.
  public var isStopped: Bool { stopped }
}
