import FixtureEngine
import JSONCore

func renderEditor(_ frame: inout Frame, editor: EditorState, layout: Layout) {
  // Only the verdict on the payload shown: while another is opened or this one decoded, say so.
  let verdict: (String, Style) =
    switch editor.isDecoding || editor.opening != nil ? nil : editor.inspection?.verdict {
    case .decodes?: (" decodes ✓ ", Style(foreground: .green, bold: true, reverse: true))
    case .fails? where editor.inspection?.needsContext == true:
      (" not checked ? ", Style(foreground: .yellow, bold: true, reverse: true))
    case .fails?: (" does not decode ✗ ", Style(foreground: .red, bold: true, reverse: true))
    case .invalidJSON?: (" not JSON ✗ ", Style(foreground: .red, bold: true, reverse: true))
    case .stopped?: (" model stopped ✗ ", Style(foreground: .red, bold: true, reverse: true))
    case nil: (editor.opening != nil ? " opening… " : " decoding… ", Theme.bar)
    }
  let source =
    editor.opening.map { "  opening \($0)…" } ?? editor.sourceName.map { "  \($0)" }
    ?? editor.model.fragmentName.map { "  \($0)()" } ?? "  placeholder payload"
  let unsaved = editor.hasUnsavedChanges ? " (edited)" : ""
  // Before the source, whose name can be long: the position must stay in view.
  let position = editor.payloadSet.map { "  [\($0.positionText)]" } ?? ""
  // A date strategy chosen with D, not the model's own, is said before the source too.
  let dates = editor.dates.map { "  dates: \($0)" } ?? ""
  renderHeader(
    &frame, left: " \(editor.workspace.name) > \(editor.model.name)\(position)\(dates)\(source)\(unsaved)",
    right: verdict.0,
    rightStyle: verdict.1)
  let failing = Set(editor.inspection?.trace?.failures.map(\.path) ?? [])
  if editor.isWaitingForFirstPayload {
    // Placeholder values would pass for the payload's: the panes stay empty until it arrives.
    renderBox(&frame, layout.keysPane, title: "Keys", focused: editor.focus == .keys)
    renderBox(&frame, layout.jsonPane, title: "JSON", focused: editor.focus == .json)
  } else {
    renderKeysPane(&frame, editor: editor, rect: layout.keysPane, failing: failing)
    renderJSONPane(&frame, editor: editor, rect: layout.jsonPane, failing: failing)
  }
  renderVerdictPane(&frame, editor: editor, rect: layout.verdictPane)
}

private func renderKeysPane(_ frame: inout Frame, editor: EditorState, rect: Layout.Rect, failing: Set<JSONPath>) {
  renderBox(&frame, rect, title: "Keys", focused: editor.focus == .keys)
  let inner = rect.inner
  if editor.isLearning {
    frame.put(String("learning \(editor.model.name)…".prefix(inner.width)), x: inner.x, y: inner.y, style: Theme.muted)
    return
  }
  // A value of a type other than the one learned (any JSON, learned as the first type it tries)
  // that the decoder took is no error: the verdict on the payload shown says so.
  let decoderTookIt = !editor.isDecoding && editor.opening == nil && editor.inspection?.trace != nil
  let visible = editor.keys.top..<min(editor.rows.count, editor.keys.top + inner.height)
  let columns = KeyColumns(editor.keyWidths, width: inner.width)
  for (offset, index) in visible.enumerated() {
    let row = editor.rows[index]
    let y = inner.y + offset
    let isSelected = index == editor.keys.selected
    let base = isSelected ? (editor.focus == .keys ? Theme.selected : Theme.highlighted) : Style.plain
    if isSelected { frame.fill(x: inner.x, y: y, width: inner.width, height: 1, style: base) }
    let isFailing = failing.contains(row.path)
    var marker = "[x]"
    var valueStyle = base
    switch row.state {
    case .value: break
    case .null:
      marker = "[~]"
      valueStyle.dim = true
    case .absent:
      marker = "[ ]"
      valueStyle.dim = true
    case .raw:
      marker = row.isUnknownKey ? "[?]" : decoderTookIt && !isFailing ? "[x]" : "[!]"
    case .container:
      valueStyle.dim = true
    }
    var markerStyle = base
    if isFailing || marker == "[!]" {
      markerStyle.foreground = .red
      markerStyle.bold = true
    }
    if isFailing { marker = "[✗]" }
    frame.put(marker, x: inner.x, y: y, style: markerStyle)
    var labelStyle = base
    labelStyle.bold = row.isRequired && !row.isUnknownKey
    if row.isUnknownKey { labelStyle.foreground = .yellow }
    let labelX = inner.x + KeyColumns.marker + row.depth * 2
    frame.put(
      row.foldedLabel, x: labelX, y: y, style: labelStyle,
      limit: max(1, inner.x + KeyColumns.marker + columns.name - labelX))
    if columns.type > 0 {
      var typeStyle = base
      typeStyle.foreground = .blue
      frame.put(
        row.typeText, x: inner.x + columns.typeX, y: y, style: row.type == nil ? base : typeStyle, limit: columns.type)
    }
    let valueX = inner.x + columns.valueX
    frame.put(row.valueText, x: valueX, y: y, style: valueStyle, limit: max(0, inner.x + inner.width - valueX))
  }
  if editor.rows.isEmpty { frame.put("no keys", x: inner.x + 1, y: inner.y, style: Theme.muted) }
}

private func renderJSONPane(_ frame: inout Frame, editor: EditorState, rect: Layout.Rect, failing: Set<JSONPath>) {
  let position =
    editor.jsonText.lineCount > editor.json.top + rect.inner.height || editor.json.top > 0
    ? " \(editor.json.selected + 1)/\(editor.jsonText.lineCount)" : ""
  let updating = editor.isIndexing ? " updating…" : ""
  // In a narrow pane, `updating…` matters more than the position.
  let full = "JSON" + position + updating
  let title = TextWidth.of(full) + 2 <= rect.width - 4 ? full : "JSON" + updating
  renderBox(&frame, rect, title: title, focused: editor.focus == .json)
  let inner = rect.inner
  if editor.isIndexing && editor.jsonText.lineCount == 0 {
    frame.put("laying out…", x: inner.x + 1, y: inner.y, style: Theme.muted, limit: max(0, inner.width - 1))
  }
  let selectedPath = editor.selectedRow?.path
  for offset in 0..<inner.height {
    let index = editor.json.top + offset
    guard index < editor.jsonText.lineCount else { break }
    let y = inner.y + offset
    let path = editor.jsonText.path(ofLine: index)
    let isCursor = editor.focus == .json && index == editor.json.selected
    let isKeyLine = editor.focus != .json && path == selectedPath
    if failing.contains(path) {
      frame.put("!", x: inner.x, y: y, style: Theme.bad)
    }
    JSONSyntax.draw(
      editor.jsonText.line(index), into: &frame, x: inner.x + 1, y: y, width: inner.width - 1,
      emphasis: isCursor ? Theme.selected : isKeyLine ? Theme.highlighted : nil)
  }
}

private func renderVerdictPane(_ frame: inout Frame, editor: EditorState, rect: Layout.Rect) {
  let title = editor.payloadSet?.showsSummary == true ? "Set (S)" : "Verdict"
  renderBox(&frame, rect, title: title, focused: editor.focus == .verdict)
  let inner = rect.inner
  let lines = VerdictLines.build(editor, width: inner.width, limit: editor.verdictTop + inner.height)
  for (offset, line) in lines.dropFirst(editor.verdictTop).prefix(inner.height).enumerated() {
    let style: Style =
      switch line.tone {
      case .good: Theme.good
      case .bad: Theme.bad
      case .heading: Theme.heading
      case .muted: Theme.muted
      case .normal: .plain
      }
    frame.put(line.text, x: inner.x, y: inner.y + offset, style: style, limit: inner.width)
  }
}
