/// One column of one row of a ``Frame``.
///
/// A wide character (CJK, most emoji) takes two columns: its own cell with `width == 2`, then a
/// continuation cell with `width == 0` that backends skip.
public struct Cell: Sendable, Hashable {
  /// What is drawn: one grapheme, or a space.
  public var character: Character
  /// Columns taken: 1, 2 for a wide character, 0 for the second half of a wide one.
  public var width: Int
  /// How it is drawn.
  public var style: Style

  /// A cell made of its parts.
  public init(_ character: Character, width: Int = 1, style: Style = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// An empty cell.
  public static let blank = Cell(" ")
}
