/// Clicks focus a pane and select a row; the wheel scrolls the pane under the pointer.
func handleMouse(_ event: MouseEvent, in state: inout AppState) -> [Effect] {
  let layout = Layout(for: state)
  let visible = layout.paneRows
  switch state.screen {
  case .workspaces(var cursor):
    applyMouse(event, to: &cursor, in: layout.listPane, visible: visible)
    state.screen = .workspaces(cursor)
  case .models(let index, var cursor):
    applyMouse(event, to: &cursor, in: layout.listPane, visible: visible)
    state.screen = .models(workspace: index, cursor)
  case .editor(var editor):
    if layout.keysPane.contains(x: event.x, y: event.y) {
      editor.focus = .keys
      applyMouse(event, to: &editor.keys, in: layout.keysPane, visible: visible)
      syncJSONCursor(&editor, visible: visible)
    } else if layout.jsonPane.contains(x: event.x, y: event.y) {
      editor.focus = .json
      applyMouse(event, to: &editor.json, in: layout.jsonPane, visible: visible)
    } else if layout.verdictPane.contains(x: event.x, y: event.y) {
      editor.focus = .verdict
      let count = VerdictLines.build(editor, width: layout.verdictPane.inner.width).count
      if event.action == .wheelUp { editor.verdictTop = max(0, editor.verdictTop - 3) }
      if event.action == .wheelDown { editor.verdictTop = min(max(0, count - visible), editor.verdictTop + 3) }
    }
    state.screen = .editor(editor)
  }
  return []
}

private func applyMouse(_ event: MouseEvent, to cursor: inout ListCursor, in pane: Layout.Rect, visible: Int) {
  switch event.action {
  case .wheelUp: cursor.move(by: -3, visible: visible)
  case .wheelDown: cursor.move(by: 3, visible: visible)
  case .press:
    let row = event.y - pane.inner.y
    guard row >= 0, row < pane.inner.height else { return }
    cursor.select(cursor.top + row, visible: visible)
  case .release:
    break
  }
}
