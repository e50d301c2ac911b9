/// The export and matrix overlays' box for a terminal size, shared by rendering and by the keys
/// that scroll the planned files.
struct ExportOverlayLayout {
  let width: Int
  let height: Int

  /// The widest box: room for a file path and its mark, and the screen around it.
  static let maximumBoxWidth = 76
  /// Lines of the planned view that are not files: three heading lines, blanks, the question.
  static let planLinesAroundFiles = 7

  /// Columns of the box, border included.
  var boxWidth: Int { min(width - 4, Self.maximumBoxWidth) }
  /// Columns of text inside the box (a border and a space each side).
  var textWidth: Int { max(1, boxWidth - 4) }
  /// The most lines of text the box holds: the box leaves the header, the status line and the
  /// panes' frames in sight.
  var maximumLines: Int { max(1, height - 6) }
  /// Planned files shown at once; the others scroll.
  var fileRows: Int { max(1, maximumLines - Self.planLinesAroundFiles) }

  /// Planned files shown at once when the plan ends with `note` (a blank line, then the note
  /// wrapped to the box).
  func fileRows(note: String?) -> Int {
    guard let note else { return fileRows }
    return max(1, fileRows - 1 - noteLines(note).count)
  }

  /// `note` wrapped to the box's text width.
  func noteLines(_ note: String) -> [String] {
    VerdictLines.wrap(note, width: textWidth, indent: 0)
  }
}
