import CCurses

/// ncurses' `KEY_*` codes that the backend maps (ccurses.c checks them against `<ncurses.h>`).
enum CursesKeyCode {
  static let down = code(CCURSES_KEY_DOWN)
  static let up = code(CCURSES_KEY_UP)
  static let left = code(CCURSES_KEY_LEFT)
  static let right = code(CCURSES_KEY_RIGHT)
  static let home = code(CCURSES_KEY_HOME)
  static let backspace = code(CCURSES_KEY_BACKSPACE)
  static let deleteCharacter = code(CCURSES_KEY_DC)
  static let nextPage = code(CCURSES_KEY_NPAGE)
  static let previousPage = code(CCURSES_KEY_PPAGE)
  static let enter = code(CCURSES_KEY_ENTER)
  static let backTab = code(CCURSES_KEY_BTAB)
  static let end = code(CCURSES_KEY_END)
  static let mouse = code(CCURSES_KEY_MOUSE)
  static let resize = code(CCURSES_KEY_RESIZE)

  /// `KEY_F(n)`.
  static func function(_ number: Int) -> Int32 {
    code(CCURSES_KEY_F0) + Int32(number)
  }

  private static func code(_ key: ccurses_key_code) -> Int32 {
    Int32(key.rawValue)
  }
}
