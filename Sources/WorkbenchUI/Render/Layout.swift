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
  /// The inner width the keys pane's content asks for, or `nil` for its usual share.
  public let keysWanted: Int?

  /// The layout of a `width` x `height` terminal. `keysWanted` widens the keys pane from its usual
  /// two fifths of the width towards what its content asks for, up to half the width, as long
  /// as the JSON pane keeps ``minimumJSONWidth`` columns.
  public init(width: Int, height: Int, keysWanted: Int? = nil) {
    self.width = width
    self.height = height
    self.keysWanted = keysWanted
  }

  /// The layout of what `state` shows: on the editor, a keys pane as wide as the columns of its
  /// rows use when it is as wide as it may be. When even then it has no room for the types, it
  /// keeps its usual width: values alone are not worth a narrower JSON pane.
  public init(for state: AppState) {
    var wanted: Int?
    if case .editor(let editor) = state.screen {
      let widest = Layout(width: state.width, height: state.height).widestKeysWidth
      let columns = KeyColumns(editor.keyWidths, width: widest - 2)
      if columns.type > 0 { wanted = columns.usedWidth(editor.keyWidths) }
    }
    self.init(width: state.width, height: state.height, keysWanted: wanted)
  }

  /// The fewest columns the JSON pane keeps when the keys pane widens.
  public static let minimumJSONWidth = 26

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

  private var usualKeysWidth: Int { max(24, width * 2 / 5) }

  /// The widest the keys pane may be: half the width, leaving the JSON pane its columns.
  var widestKeysWidth: Int {
    max(usualKeysWidth, min(width / 2, width - verdictWidth - Self.minimumJSONWidth))
  }

  private var keysWidth: Int {
    guard let keysWanted else { return usualKeysWidth }
    return min(max(usualKeysWidth, keysWanted + 2), widestKeysWidth)
  }
  private var verdictWidth: Int { max(20, width / 4) }
}
