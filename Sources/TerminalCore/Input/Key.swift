/// A key press or terminal event, as the UI core sees it: backends turn what the terminal sends
/// into these, tests write them directly.
public enum Key: Sendable, Hashable {
  /// A printable character (letters, digits, punctuation, space).
  case character(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, tab, backTab, backspace, delete
  /// Control and a letter (`.control("c")`), for the few that reach the app.
  case control(Character)
  /// A function key, F1 to F12.
  case function(Int)
  /// A mouse button press, release or wheel turn at a cell.
  case mouse(MouseEvent)
  /// The terminal changed size.
  case resize(width: Int, height: Int)
}

/// A mouse event at column `x`, row `y` (both from 0).
public struct MouseEvent: Sendable, Hashable {
  /// What the mouse did.
  public enum Action: Sendable, Hashable {
    case press, release, wheelUp, wheelDown
  }

  public var x: Int
  public var y: Int
  public var action: Action

  public init(x: Int, y: Int, action: Action) {
    self.x = x
    self.y = y
    self.action = action
  }
}
