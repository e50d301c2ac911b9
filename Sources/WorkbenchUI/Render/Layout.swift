/// Where things go on screen for a terminal size: shared by rendering and by mouse hit-testing.
public struct Layout: Sendable, Equatable {
  /// A rectangle in cells.
  public struct Rect: Sendable, Equatable {
    public var x, y, width, height: Int

    public func contains(x column: Int, y row: Int) -> Bool {
      column >= x && column < x + width && row >= y && row < y + height
    }

    /// The rectangle inside a one-cell border.
    public var inner: Rect { Rect(x: x + 1, y: y + 1, width: max(0, width - 2), height: max(0, height - 2)) }
  }

  /// The smallest terminal the workbench draws in.
  public static let minimumWidth = 60
  public static let minimumHeight = 16

  public let width: Int
  public let height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether the terminal is big enough.
  public var fits: Bool { width >= Self.minimumWidth && height >= Self.minimumHeight }

  /// The three panes of the editor, framed.
  public var keysPane: Rect { Rect(x: 0, y: 1, width: keysWidth, height: height - 2) }
  public var jsonPane: Rect { Rect(x: keysWidth, y: 1, width: width - keysWidth - verdictWidth, height: height - 2) }
  public var verdictPane: Rect { Rect(x: width - verdictWidth, y: 1, width: verdictWidth, height: height - 2) }
  /// The list of the picker screens, framed.
  public var listPane: Rect { Rect(x: 0, y: 1, width: width, height: height - 2) }

  /// Rows a pane's content has.
  public var paneRows: Int { max(1, height - 4) }

  private var keysWidth: Int { max(24, width * 2 / 5) }
  private var verdictWidth: Int { max(20, width / 4) }
}
