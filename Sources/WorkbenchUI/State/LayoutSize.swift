import JSONCore

/// Whether a payload's pretty text is worth laying out off the input loop, told from the number of
/// its values without printing it: counting stops at the limit, so a payload of any size costs
/// at most that many steps.
public enum LayoutSize {
  /// Values past which a payload is laid out in the background: at 16 bytes of pretty text each
  /// (a key, its indentation and a short value take more), about
  /// ``EditorState/inlineLayoutLimit`` bytes.
  public static let backgroundValueCount = EditorState.inlineLayoutLimit / 16

  /// Whether `value` holds more than ``backgroundValueCount`` values.
  public static func isLarge(_ value: JSONValue) -> Bool {
    var remaining = backgroundValueCount
    return !fits(value, within: &remaining)
  }

  private static func fits(_ value: JSONValue, within remaining: inout Int) -> Bool {
    remaining -= 1
    guard remaining >= 0 else { return false }
    switch value {
    case .array(let elements):
      return elements.allSatisfy { fits($0, within: &remaining) }
    case .object(let object):
      return object.members.allSatisfy { fits($0.value, within: &remaining) }
    default:
      return true
    }
  }
}
