import TerminalCore

/// Maps what `wget_wch` returns to `Key`: pure, so tests check it without a terminal.
enum KeyDecoding {
  /// Decodes a read: `value` is a character when `isKeyCode` is false, a `KEY_*` code otherwise.
  static func decode(_ value: Int32, isKeyCode: Bool) -> CursesInput {
    isKeyCode ? keyCode(value) : character(value)
  }

  /// A character from `wget_wch` (`OK`): control characters become their keys.
  static func character(_ value: Int32) -> CursesInput {
    switch value {
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 8, 127: return .key(.backspace)
    case 27: return .key(.escape)
    case 1...26:
      return .key(.control(Character(Unicode.Scalar(UInt8(0x60 + value)))))
    case 0, 28...31, 0x80...0x9F:
      return .ignored
    default:
      guard value > 0, let scalar = Unicode.Scalar(UInt32(value)) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  /// A `KEY_*` code from `wget_wch` (`KEY_CODE_YES`).
  static func keyCode(_ code: Int32) -> CursesInput {
    switch code {
    case CursesKeyCode.up: .key(.up)
    case CursesKeyCode.down: .key(.down)
    case CursesKeyCode.left: .key(.left)
    case CursesKeyCode.right: .key(.right)
    case CursesKeyCode.previousPage: .key(.pageUp)
    case CursesKeyCode.nextPage: .key(.pageDown)
    case CursesKeyCode.home: .key(.home)
    case CursesKeyCode.end: .key(.end)
    case CursesKeyCode.enter: .key(.enter)
    case CursesKeyCode.backTab: .key(.backTab)
    case CursesKeyCode.backspace: .key(.backspace)
    case CursesKeyCode.deleteCharacter: .key(.delete)
    case CursesKeyCode.function(1)...CursesKeyCode.function(12):
      .key(.function(Int(code - CursesKeyCode.function(0))))
    case CursesKeyCode.resize: .resize
    case CursesKeyCode.mouse: .mouse
    default: .ignored
    }
  }

  /// A mouse event from `getmouse`, or `nil` for one the app has no action for (another button).
  static func mouse(x: Int, y: Int, actions: MouseActions) -> Key? {
    let action: MouseEvent.Action
    if actions.contains(.wheelUp) {
      action = .wheelUp
    } else if actions.contains(.wheelDown) {
      action = .wheelDown
    } else if actions.contains(.press) {
      action = .press
    } else if actions.contains(.release) {
      action = .release
    } else {
      return nil
    }
    return .mouse(MouseEvent(x: x, y: y, action: action))
  }
}
