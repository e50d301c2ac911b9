import CCurses

/// The `CCURSES_MOUSE_*` bits `ccurses_read_mouse` reports.
struct MouseActions: OptionSet {
  let rawValue: UInt32

  static let press = MouseActions(rawValue: CCURSES_MOUSE_PRESS.rawValue)
  static let release = MouseActions(rawValue: CCURSES_MOUSE_RELEASE.rawValue)
  static let wheelUp = MouseActions(rawValue: CCURSES_MOUSE_WHEEL_UP.rawValue)
  static let wheelDown = MouseActions(rawValue: CCURSES_MOUSE_WHEEL_DOWN.rawValue)
}
