import TerminalCore

/// Which cells to draw to turn the frame on screen into the next one: pure, so tests check it.
struct FrameDiff: Equatable {
  /// Erase the screen before drawing (no previous frame, or its size differs).
  var clearsFirst: Bool
  /// Row-major indices of the cells to draw, left to right, top to bottom. Continuation cells
  /// (the second half of a wide character) are never drawn; after an erase, blank cells neither.
  var cells: [Int]

  init(clearsFirst: Bool, cells: [Int]) {
    self.clearsFirst = clearsFirst
    self.cells = cells
  }

  /// The plan for drawing `next` over `previous` (`nil`: the screen's contents are unknown).
  init(previous: Frame?, next: Frame) {
    if let previous, previous.width == next.width, previous.height == next.height {
      clearsFirst = false
      cells = next.cells.indices.filter { index in
        let cell = next.cells[index]
        return cell.width > 0 && cell != previous.cells[index]
      }
    } else {
      clearsFirst = true
      cells = next.cells.indices.filter { index in
        let cell = next.cells[index]
        return cell.width > 0 && cell != .blank
      }
    }
  }
}
