func renderOverlay(_ frame: inout Frame, overlay: AppState.Overlay, state: AppState) {
  switch overlay {
  case .help:
    renderCenteredBox(&frame, title: "Help", lines: Keymap.helpLines(width: frame.width - 8))
  case .confirmQuit:
    renderCenteredBox(
      &frame, title: "Unsaved changes",
      lines: ["The payload was edited and not exported.", "", "Quit anyway?  y yes   any other key: keep editing"])
  case .fixtures(let fixtures, let cursor):
    renderPicker(
      &frame, opening: "a fixture", noun: "fixture", entries: fixtureEntries(fixtures, state), total: fixtures.count,
      cursor: cursor, state: state
    ) { index in
      fixtures[index].name + (fixtures[index].isMeantToFail ? "   (meant to fail)" : "")
    }
  case .setPayloads(let cursor):
    guard case .editor(let editor) = state.screen, let browser = editor.payloadSet else { return }
    renderPicker(
      &frame, opening: "a payload of the set", noun: "payload", entries: setPayloadEntries(browser, state),
      total: browser.entries.count, cursor: cursor, state: state
    ) { index in
      let entry = browser.entries[index]
      return (entry.decodes ? "✓ " : "✗ ") + entry.name + (entry.failure.map { "  " + $0 } ?? "")
    }
  case .export(let flow):
    guard case .editor(let editor) = state.screen else { return }
    renderExportOverlay(&frame, flow: flow, editor: editor)
  case .buildErrors(let errors):
    let width = max(20, frame.width - 12)
    let lines = errors.flatMap { VerdictLines.wrap($0, width: width, indent: 0) }
    renderCenteredBox(
      &frame, title: "The package does not build (any key closes)",
      lines: Array(lines.prefix(max(1, frame.height - 6))))
  case .repair(let proposal):
    let question = proposal.repaired == nil ? "any key closes" : "y applies, any other key closes"
    let lines = proposal.lines(fitting: max(1, frame.height - 6))
    renderCenteredBox(
      &frame, title: "Repair \(proposal.name) (\(question))", lines: lines,
      styles: lines.map { line in
        line.hasPrefix("+") ? Theme.good : line.hasPrefix("-") ? Theme.bad : line.hasPrefix("@@") ? Theme.muted : .plain
      })
  case .prompt, .saveDates, .reloadFromDisk:
    break
  }
}

/// A centred list to open a row of (`Open a fixture`), narrowed by ``AppState/listFilter``:
/// `entries` are the rows it keeps, `row` the text of a row by its index among all `total`.
private func renderPicker(
  _ frame: inout Frame, opening what: String, noun: String, entries: [PickerEntry], total: Int, cursor: ListCursor,
  state: AppState, row: (Int) -> String
) {
  let height = min(max(1, entries.count), max(1, frame.height - 10))
  let visible = cursor.top..<min(entries.count, cursor.top + height)
  let lines = visible.map { shown in (shown == cursor.selected ? "› " : "  ") + row(entries[shown].index) }
  let filter = state.listFilter
  let title =
    filter.isEditing || !filter.query.isEmpty
    ? "Open \(what)  /\(filter.query) (\(entries.count) of \(total))" : "Open \(what) (enter, / filter, esc)"
  renderCenteredBox(
    &frame, title: title, lines: lines.isEmpty ? ["  no \(noun) matches"] : lines,
    selected: lines.isEmpty ? nil : cursor.selected - cursor.top)
}

private func renderCenteredBox(
  _ frame: inout Frame, title: String, lines: [String], selected: Int? = nil, styles: [Style] = []
) {
  let width = min(frame.width - 4, max(TextWidth.of(title) + 6, (lines.map { TextWidth.of($0) }.max() ?? 0) + 4))
  let height = min(frame.height - 2, lines.count + 2)
  let rect = Layout.Rect(x: (frame.width - width) / 2, y: (frame.height - height) / 2, width: width, height: height)
  frame.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  renderBox(&frame, rect, title: title, focused: true)
  for (offset, line) in lines.prefix(height - 2).enumerated() {
    let style: Style = offset == selected ? Theme.selected : styles.indices.contains(offset) ? styles[offset] : .plain
    if offset == selected {
      frame.fill(x: rect.x + 1, y: rect.y + 1 + offset, width: rect.width - 2, height: 1, style: style)
    }
    frame.put(line, x: rect.x + 2, y: rect.y + 1 + offset, style: style, limit: rect.width - 4)
  }
}
