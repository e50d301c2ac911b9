/// A screen the app draws ``Frame``s on and reads ``Key``s from: curses in the app, a fake one in
/// tests of the app's loop.
@MainActor
public protocol Terminal: AnyObject {
  /// The screen's size in columns and rows.
  var size: (width: Int, height: Int) { get }
  /// Shows `frame`, drawing only what differs from the frame on screen.
  func draw(_ frame: Frame)
  /// Forgets what is on screen, so that the next ``draw(_:)`` redraws every cell.
  func invalidate()
  /// The next key, resize or mouse event, or `nil` when none came within `milliseconds`.
  func readKey(timeout milliseconds: Int) -> Key?
  /// Puts `text` on the system clipboard, where the terminal can reach one.
  func copyToClipboard(_ text: String)
  /// Starts or stops reporting mouse events.
  func setMouse(_ enabled: Bool)
}
