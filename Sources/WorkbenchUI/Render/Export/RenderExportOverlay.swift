/// Draws the export or scenario matrix overlay in a centered box. When the lines outgrow the
/// terminal, the ones in the middle give way so the keys at the bottom stay in sight.
func renderExportOverlay(_ frame: inout Frame, flow: ExportFlow, editor: EditorState) {
  let layout = ExportOverlayLayout(width: frame.width, height: frame.height)
  let content = ExportOverlayLines(flow: flow, editor: editor, layout: layout)
  var lines = content.lines
  if lines.count > layout.maximumLines {
    let kept = 2
    lines = Array(lines.prefix(layout.maximumLines - kept)) + Array(lines.suffix(kept))
  }
  let rect = Layout.Rect(
    x: (frame.width - layout.boxWidth) / 2, y: max(2, (frame.height - lines.count - 2) / 2),
    width: layout.boxWidth, height: lines.count + 2)
  // A blank column each side keeps the panes' text from touching the box.
  frame.fill(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height)
  renderBox(&frame, rect, title: content.title, focused: true)
  for (offset, line) in lines.enumerated() {
    let y = rect.y + 1 + offset
    let style = line.isSelected ? Theme.selected : line.style
    if line.isSelected { frame.fill(x: rect.x + 1, y: y, width: rect.width - 2, height: 1, style: style) }
    frame.put(line.text, x: rect.x + 2, y: y, style: style, limit: layout.textWidth)
    if let column = line.cursorColumn { frame.cursor = (min(rect.x + 2 + column, rect.x + rect.width - 2), y) }
  }
}
