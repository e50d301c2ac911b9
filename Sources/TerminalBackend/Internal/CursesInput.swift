import TerminalCore

/// What one read from curses means, before the backend asks curses for the rest (the new size
/// after a resize, the event behind a mouse code).
enum CursesInput: Equatable {
  /// A key the app understands.
  case key(Key)
  /// `KEY_RESIZE`: the terminal changed size.
  case resize
  /// `KEY_MOUSE`: a mouse event waits in curses.
  case mouse
  /// Something the app has no key for (a NUL, an unknown key code): read on.
  case ignored
}
