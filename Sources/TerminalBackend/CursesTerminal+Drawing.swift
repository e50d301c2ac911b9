import CCurses
import TerminalCore

extension CursesTerminal {
  /// Draws `frame`: only the cells that differ from the frame drawn before, or everything after
  /// a resize, an ``invalidate()`` or when the size differs. Places the cursor at
  /// `frame.cursor`, or hides it when that is `nil`. Cells outside the screen are clipped.
  public func draw(_ frame: Frame) {
    guard !isStopped else { return }
    let plan = FrameDiff(previous: shownFrame, next: frame)
    if plan.clearsFirst { ccurses_erase() }
    var lastStyle: Style?
    var attributes: UInt32 = 0
    var pair: Int32 = 0
    for index in plan.cells {
      let cell = frame.cells[index]
      if cell.style != lastStyle {
        lastStyle = cell.style
        attributes = CellAttributes(cell.style).rawValue
        pair = Int32(colorPair(for: cell.style))
      }
      CellText.scalars(of: cell.character, into: &scalarBuffer)
      let count = Int32(scalarBuffer.count)
      _ = scalarBuffer.withUnsafeBufferPointer { scalars in
        ccurses_put_cell(
          Int32(index / frame.width), Int32(index % frame.width), scalars.baseAddress, count, attributes, pair)
      }
    }
    if let cursor = frame.cursor {
      ccurses_place_cursor(1, Int32(cursor.y), Int32(cursor.x))
    } else {
      ccurses_place_cursor(0, 0, 0)
    }
    ccurses_present()
    shownFrame = frame
  }

  /// Repaints the whole terminal on the next ``draw(_:)`` (for Ctrl-L, or after another program
  /// wrote over the screen).
  public func invalidate() {
    guard !isStopped else { return }
    shownFrame = nil
    ccurses_invalidate()
  }

  private func colorPair(for style: Style) -> Int {
    guard colorsEnabled else { return 0 }
    return colorPairs.pair(foreground: style.foreground, background: style.background) { pair, foreground, background in
      ccurses_init_pair(Int32(pair), Int32(foreground), Int32(background)) == 0
    }
  }
}
