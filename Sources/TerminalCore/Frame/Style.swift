/// One of the terminal's basic colors; `nil` in a ``Style`` means the terminal's own default.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
  case black = 0
  case red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn. Backends without colors (or with `NO_COLOR` set) keep only the
/// attributes (bold, underline, reverse, dim), so every meaning is also readable without color.
public struct Style: Sendable, Hashable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var bold: Bool
  public var underline: Bool
  public var reverse: Bool
  public var dim: Bool

  /// A style made of its parts; all off by default.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    bold: Bool = false, underline: Bool = false, reverse: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.underline = underline
    self.reverse = reverse
    self.dim = dim
  }

  /// The terminal's default look.
  public static let plain = Style()
}
