import CCurses
import TerminalCore

extension CursesTerminal {
  /// Waits up to `milliseconds` (negative: forever) for a key and returns it, or `nil` when none
  /// came in time.
  ///
  /// Keys curses has no `Key` for are skipped. A resize comes as `.resize` with the new size
  /// (the next ``draw(_:)`` repaints everything); mouse events as `.mouse` while the mouse is on;
  /// a SIGINT (Ctrl-C) as `.control("c")`.
  public func readKey(timeout milliseconds: Int) -> Key? {
    guard !isStopped else { return nil }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(max(0, milliseconds)))
    var wait = milliseconds
    while true {
      if ccurses_take_interrupt() != 0 { return .control("c") }
      var value: Int32 = 0
      let kind = UInt32(bitPattern: ccurses_read_key(Int32(clamping: wait), &value))
      if kind == CCURSES_INPUT_NONE.rawValue {
        return ccurses_take_interrupt() != 0 ? .control("c") : nil
      }
      if let key = key(for: KeyDecoding.decode(value, isKeyCode: kind == CCURSES_INPUT_KEY_CODE.rawValue)) {
        return key
      }
      if milliseconds >= 0 {
        let left = clock.now.duration(to: deadline)
        guard left > .zero else { return nil }
        wait = Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      }
    }
  }

  /// Turns mouse reporting on or off; ``mouseEnabled`` then tells whether the terminal reports
  /// the mouse. While it does, the terminal's own text selection needs Shift (in most terminals).
  public func setMouse(_ enabled: Bool) {
    guard !isStopped else { return }
    _ = ccurses_set_mouse(enabled ? 1 : 0)
    mouseEnabled = ccurses_mouse_enabled() != 0
  }

  private func key(for input: CursesInput) -> Key? {
    switch input {
    case .key(let key):
      return key
    case .resize:
      shownFrame = nil
      let size = size
      return .resize(width: size.width, height: size.height)
    case .mouse:
      var x: Int32 = 0
      var y: Int32 = 0
      var actions: UInt32 = 0
      guard ccurses_read_mouse(&x, &y, &actions) != 0, mouseEnabled else { return nil }
      return KeyDecoding.mouse(x: Int(x), y: Int(y), actions: MouseActions(rawValue: actions))
    case .ignored:
      return nil
    }
  }
}
