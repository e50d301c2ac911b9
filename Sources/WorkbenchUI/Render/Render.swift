import FixtureEngine

/// Draws the whole state into a frame of the state's size: pure, so tests compare frames as text.
public func render(_ state: AppState) -> Frame {
  var frame = Frame(width: state.width, height: state.height)
  let layout = Layout(for: state)
  guard layout.fits else {
    renderTooSmall(&frame, layout: layout)
    return frame
  }
  switch state.screen {
  case .workspaces(let cursor):
    renderHeader(&frame, left: " Fixture Workbench", right: counted(state.registry.workspaces.count, "workspace") + " ")
    let entries = pickerEntries(state)
    renderList(
      &frame, in: layout.listPane, title: "Workspaces" + filterTitle(state, shown: entries.count), cursor: cursor,
      rows: entries.map { entry in
        let workspace = state.registry.workspaces[entry.index]
        return [workspace.name, counted(workspace.models.count, "model"), workspace.summary]
      }, matches: entries.map(\.positions))
    renderStatus(&frame, state: state, hints: pickerHints(state, back: .quit))
  case .models(let index, let cursor):
    let workspace = state.registry.workspaces[index]
    renderHeader(&frame, left: " \(workspace.name)", right: counted(workspace.models.count, "model") + " ")
    let entries = pickerEntries(state)
    let models = state.listedModels(of: workspace)
    renderList(
      &frame, in: layout.listPane, title: "\(workspace.name) > models" + filterTitle(state, shown: entries.count),
      cursor: cursor,
      rows: entries.map { entry in
        let model = models[entry.index]
        let fixtures = state.fixtureCounts[workspace.name].map { counted($0[model.name] ?? 0, "fixture") } ?? ""
        // Only what tells models apart: learning that stopped, a hand-written fragment (the
        // others' keys are learned).
        let stopped = state.learningStops["\(workspace.name)/\(model.name)"].map { "✗ learning stopped: " + $0 }
        return [model.name, fixtures, stopped ?? model.fragmentName.map { "fragment \($0)" } ?? ""]
      }, matches: entries.map(\.positions))
    renderRemoved(
      &frame, state.removedModels[workspace.name] ?? [], below: entries.count - cursor.top, in: layout.listPane)
    renderStatus(&frame, state: state, hints: pickerHints(state, back: .back))
  case .editor(let editor):
    renderEditor(&frame, editor: editor, layout: layout)
    renderStatus(&frame, state: state, hints: editorHints(editor, width: state.width))
  }
  if let overlay = state.overlay { renderOverlay(&frame, overlay: overlay, state: state) }
  return frame
}

private func renderTooSmall(_ frame: inout Frame, layout: Layout) {
  let candidates = [
    [
      "Fixture Workbench needs \(Layout.minimumWidth)x\(Layout.minimumHeight);",
      "this terminal is \(layout.width)x\(layout.height).",
      "Make it larger, or use",
      "workbench inspect / schema.",
    ],
    ["Too small: \(layout.width)x\(layout.height)", "needs \(Layout.minimumWidth)x\(Layout.minimumHeight)"],
    ["\(layout.width)x\(layout.height)", "too small"],
  ]
  let lines =
    candidates.first { lines in
      lines.count <= layout.height && lines.allSatisfy { TextWidth.of($0) <= layout.width }
    } ?? candidates[candidates.count - 1]
  let top = max(0, (layout.height - lines.count) / 2)
  for (offset, line) in lines.enumerated() {
    let x = max(0, (layout.width - TextWidth.of(line)) / 2)
    frame.put(line, x: x, y: top + offset)
  }
}

func renderHeader(_ frame: inout Frame, left: String, right: String, rightStyle: Style = Theme.bar) {
  frame.fill(x: 0, y: 0, width: frame.width, height: 1, style: Theme.bar)
  let rightWidth = TextWidth.of(right)
  frame.put(left, x: 0, y: 0, style: Style(bold: true, reverse: true), limit: max(0, frame.width - rightWidth - 1))
  frame.put(right, x: max(0, frame.width - rightWidth), y: 0, style: rightStyle)
}

/// A framed box with a title; the focused box has a brighter frame.
func renderBox(_ frame: inout Frame, _ rect: Layout.Rect, title: String, focused: Bool = false) {
  guard rect.width >= 2, rect.height >= 2 else { return }
  let style = focused ? Theme.focusedBorder : Theme.border
  let right = rect.x + rect.width - 1
  let bottom = rect.y + rect.height - 1
  for x in rect.x...right {
    frame[x, rect.y] = Cell("─", style: style)
    frame[x, bottom] = Cell("─", style: style)
  }
  for y in rect.y...bottom {
    frame[rect.x, y] = Cell("│", style: style)
    frame[right, y] = Cell("│", style: style)
  }
  frame[rect.x, rect.y] = Cell("┌", style: style)
  frame[right, rect.y] = Cell("┐", style: style)
  frame[rect.x, bottom] = Cell("└", style: style)
  frame[right, bottom] = Cell("┘", style: style)
  frame.put(
    " \(title) ", x: rect.x + 2, y: rect.y,
    style: focused ? Style(foreground: .cyan, bold: true, reverse: true) : Theme.title, limit: rect.width - 4)
}

/// A framed list of rows of columns, the selected row reversed.
/// ` /cust (3 of 154)` after a list's title while a filter narrows it.
private func filterTitle(_ state: AppState, shown: Int) -> String {
  let filter = state.listFilter
  guard filter.isEditing || !filter.query.isEmpty else { return "" }
  let total: Int
  switch state.screen {
  case .workspaces: total = state.registry.workspaces.count
  case .models(let index, _): total = state.registry.workspaces[index].models.count
  case .editor: total = shown
  }
  return "  /\(filter.query) (\(shown) of \(total))"
}

private func pickerHints(_ state: AppState, back: KeyAction) -> String {
  let move = Keymap.hint(.down, in: .moving)
  let open = Keymap.hint(.open, in: .lists)
  if state.listFilter.isEditing { return "type to filter  \(move)  \(open)  esc clear" }
  let help = Keymap.hint(.help, in: .everywhere)
  let filter = Keymap.hint(.search, in: .lists)
  if !state.listFilter.query.isEmpty { return "\(move)  \(open)  \(filter)  esc clear  \(help)" }
  return [move, open, filter, Keymap.hint(back, in: .lists), help].joined(separator: StatusHint.separator)
}

/// The models a rebuild removed, dimmed below the `shown` rows of the model list, as far as it has room.
private func renderRemoved(_ frame: inout Frame, _ removed: [String], below shown: Int, in rect: Layout.Rect) {
  let inner = rect.inner
  for (offset, name) in removed.enumerated() where shown + offset < inner.height {
    frame.put(
      "\(name)   removed from the package", x: inner.x + 1, y: inner.y + shown + offset, style: Style(dim: true),
      limit: inner.width - 1)
  }
}

/// A list's rows in columns; the characters at `matches` of each row's first column (where a
/// filter's query matched) are highlighted.
private func renderList(
  _ frame: inout Frame, in rect: Layout.Rect, title: String, cursor: ListCursor, rows: [[String]],
  matches: [[Int]] = []
) {
  renderBox(&frame, rect, title: title, focused: true)
  let inner = rect.inner
  let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
    rows.map { $0.indices.contains(column) ? TextWidth.of($0[column]) : 0 }.max() ?? 0
  }
  for (offset, index) in (cursor.top..<min(rows.count, cursor.top + inner.height)).enumerated() {
    let y = inner.y + offset
    var x = inner.x + 1
    let style = index == cursor.selected ? Theme.selected : .plain
    if index == cursor.selected { frame.fill(x: inner.x, y: y, width: inner.width, height: 1, style: style) }
    for (column, text) in rows[index].enumerated() {
      let columnStyle =
        column == 0
        ? Style(bold: true, reverse: style.reverse) : column == 1 ? Style(reverse: style.reverse, dim: true) : style
      frame.put(text, x: x, y: y, style: columnStyle, limit: inner.x + inner.width - x)
      if column == 0, matches.indices.contains(index), !matches[index].isEmpty {
        var highlight = columnStyle
        highlight.foreground = .yellow
        highlight.underline = true
        var offset = 0
        for (position, character) in text.enumerated() {
          if matches[index].contains(position), x + offset < inner.x + inner.width {
            frame.put(String(character), x: x + offset, y: y, style: highlight, limit: 1)
          }
          offset += TextWidth.of(character)
        }
      }
      x += widths[column] + 3
      if x >= inner.x + inner.width { break }
    }
  }
}

/// The bottom line: a message, a prompt, or the keys that apply now.
private func renderStatus(_ frame: inout Frame, state: AppState, hints: String) {
  let y = frame.height - 1
  if case .prompt(let prompt)? = state.overlay {
    if let problem = prompt.problem {
      frame.fill(x: 0, y: y - 1, width: frame.width, height: 1, style: Theme.error)
      frame.put(" ✗ " + problem + " (esc: leave it as it was)", x: 0, y: y - 1, style: Theme.error)
    }
    let label = prompt.label == "/" ? "/" : "\(prompt.label): "
    let used = frame.put(label, x: 0, y: y, style: Theme.title)
    let shown = frame.put(prompt.text, x: used, y: y)
    frame.cursor = (min(frame.width - 1, used + shown), y)
    return
  }
  if case .saveDates(let dates)? = state.overlay, case .editor(let editor) = state.screen {
    let used = frame.put(" " + saveDatesQuestion(dates, model: editor.model.name), x: 0, y: y, style: Theme.title)
    frame.cursor = (min(frame.width - 1, used), y)
    return
  }
  if case .reloadFromDisk(_, let name)? = state.overlay {
    let question = "\(name) changed on disk: reload it and drop your edits?  y reloads, any other key keeps them"
    let used = frame.put(" " + question, x: 0, y: y, style: Theme.title)
    frame.cursor = (min(frame.width - 1, used), y)
    return
  }
  if let message = state.message {
    frame.fill(x: 0, y: y, width: frame.width, height: 1, style: message.isError ? Theme.error : .plain)
    frame.put(" " + message.text, x: 0, y: y, style: message.isError ? Theme.error : Style(bold: true))
    return
  }
  if let live = state.live {
    frame.put(" " + live, x: 0, y: y, style: Style(bold: true))
    return
  }
  frame.put(" " + hints, x: 0, y: y, style: Theme.muted)
}

private func editorHints(_ editor: EditorState, width: Int) -> String {
  func hint(_ action: KeyAction, _ scope: KeyBinding.Scope, _ importance: Int) -> StatusHint {
    StatusHint(Keymap.hint(action, in: scope), importance)
  }
  let common = [
    hint(.copyPath, .editor, 5), hint(.export, .editor, 7), hint(.matrix, .editor, 7), hint(.openFixture, .editor, 2),
    hint(.nextPane, .editor, 1), hint(.help, .everywhere, 10), hint(.quit, .editor, 10),
  ]
  switch editor.focus {
  case .keys:
    var hints = [
      hint(.toggleAbsent, .keysPane, 9), hint(.toggleNull, .keysPane, 8), hint(.edit, .keysPane, 6),
      hint(.editRaw, .keysPane, 3),
    ]
    if case .enumeration? = editor.selectedRow?.type { hints.append(hint(.nextCase, .keysPane, 5)) }
    if editor.selectedRow?.isFoldable == true { hints.append(hint(.fold, .keysPane, 4)) }
    if editor.selectedRow?.isArrayElement == true || editor.selectedRow?.state == .container("") {
      hints.append(hint(.addElement, .keysPane, 4))
    }
    return StatusHint.fitted(hints + common, width: width - 1)
  case .json:
    let path = "path: \(editor.jsonText.path(ofLine: editor.json.selected))   "
    let hints = [
      hint(.search, .editor, 9), hint(.nextMatch, .jsonPane, 8), hint(.copyPath, .editor, 5),
      hint(.nextPane, .editor, 1),
    ]
    return path + StatusHint.fitted(hints, width: width - 1 - TextWidth.of(path))
  case .verdict:
    return StatusHint.fitted([hint(.down, .moving, 9), hint(.decode, .editor, 8)] + common, width: width - 1)
  }
}

/// `1 model`, `2 models`.
private func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
