import TerminalSafety

/// A screen's worth of cells: what the UI core's `render(_:)` produces and a terminal backend draws. Tests
/// compare frames as text (``text``), the way golden files of terminal UIs are kept.
public struct Frame: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]
  /// Where the terminal cursor should stand, or `nil` to hide it.
  public var cursor: (x: Int, y: Int)?

  /// A blank frame of the given size.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Writes `text` at (`x`, `y`) in `style`, clipped to `limit` columns (the frame's edge when
  /// `nil`); a wide character that would be cut is replaced by a space. Returns the columns used.
  @discardableResult
  public mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, limit: Int? = nil) -> Int
  {
    guard y >= 0, y < height, x < width else { return 0 }
    let end = min(width, limit.map { x + max(0, $0) } ?? width)
    // What a terminal would obey rather than show (from a payload, a file name) is drawn as its escape.
    if text.unicodeScalars.contains(where: TerminalText.isUnsafe) {
      return put(TerminalText.safe(String(text)), x: x, y: y, style: style, limit: limit)
    }
    var column = x
    for character in text {
      let columns = TextWidth.of(character)
      guard columns > 0 else { continue }
      if column + columns > end {
        if column < end {
          self[column, y] = Cell(" ", style: style)
          column += 1
        }
        break
      }
      if column >= 0 {
        let shown: Character = character.isNewline || character == "\t" ? " " : character
        self[column, y] = Cell(shown, width: columns, style: style)
        if columns == 2 { self[column + 1, y] = Cell(" ", width: 0, style: style) }
      }
      column += columns
    }
    return column - x
  }

  /// Fills a rectangle with spaces in `style`.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: Style = .plain) {
    for row in max(0, y)..<min(self.height, y + height) {
      for column in max(0, x)..<min(self.width, x + width) {
        self[column, row] = Cell(" ", style: style)
      }
    }
  }

  /// Sets `style` on the cells of a row span, keeping their characters.
  public mutating func restyle(x: Int, y: Int, width: Int, style: Style) {
    guard y >= 0, y < height else { return }
    for column in max(0, x)..<min(self.width, x + width) {
      self[column, y].style = style
    }
  }

  /// The frame as text, one line per row, trailing spaces trimmed: what golden tests compare.
  public var text: String {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width where self[column, row].width > 0 {
        line.append(self[column, row].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
      && lhs.cursor?.x == rhs.cursor?.x && lhs.cursor?.y == rhs.cursor?.y
  }
}
