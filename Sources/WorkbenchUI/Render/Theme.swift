/// The styles of the workbench's parts. Meaning never rests on color alone: failures also carry
/// `!` or `✗`, the selection is reversed, headings are bold, so `NO_COLOR` loses nothing.
enum Theme {
  static let title = Style(bold: true)
  static let bar = Style(reverse: true)
  static let selected = Style(reverse: true)
  static let border = Style(dim: true)
  static let focusedBorder = Style(foreground: .cyan, bold: true)
  static let muted = Style(dim: true)
  static let good = Style(foreground: .green)
  static let bad = Style(foreground: .red, bold: true)
  static let heading = Style(bold: true, underline: true)
  static let error = Style(foreground: .white, background: .red, bold: true)
  static let key = Style(foreground: .cyan)
  static let string = Style(foreground: .green)
  static let number = Style(foreground: .yellow)
  static let literal = Style(foreground: .magenta)
  static let typeName = Style(foreground: .blue)
  static let highlighted = Style(underline: true)
}
