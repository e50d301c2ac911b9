import FixtureEngine
import Foundation
import JSONCore

/// Keys on the editor screen.
func handleEditorKey(_ key: Key, editor: inout EditorState, state: inout AppState) -> [Effect] {
  let rows = Layout(width: state.width, height: state.height).paneRows
  let action = Keymap.action(for: key, in: [.editor])
  switch action {
  case .nextPane?:
    editor.focus = EditorState.Pane(rawValue: (editor.focus.rawValue + 1) % 3) ?? .keys
    return []
  case .previousPane?:
    editor.focus = EditorState.Pane(rawValue: (editor.focus.rawValue + 2) % 3) ?? .keys
    return []
  case .quit?:
    if editor.hasUnsavedChanges { state.overlay = .confirmQuit } else { state.isFinished = true }
    return []
  case .export? where editor.isLearning, .matrix? where editor.isLearning, .copySwift? where editor.isLearning,
    .nextDates? where editor.isLearning:
    state.message = .info("learning \(editor.model.name)… its keys come first")
    return []
  case _ where editor.isWaitingForFirstPayload && action != .back:
    state.message = .info("opening \(editor.opening ?? "the payload")…")
    return []
  case .back?:
    if editor.hasUnsavedChanges {
      state.message = .error("unsaved changes: q asks before quitting; export comes with x")
      return []
    }
    guard let index = state.registry.workspaces.firstIndex(where: { $0.name == editor.workspace.name }) else {
      return []
    }
    let models = state.listedModels(of: editor.workspace)
    var cursor = ListCursor(count: models.count)
    cursor.select(models.firstIndex { $0.name == editor.model.name } ?? 0, visible: rows)
    return showModels(of: index, cursor, in: &state)
  case .copyJSON?:
    guard !editor.isIndexing else {
      state.message = .error("the JSON is still being laid out after the edit; press c again in a moment")
      return []
    }
    state.message = .info("copied the JSON (OSC 52)")
    return [.copy(editor.jsonText.text)]
  case .copyPath?:
    guard let path = editor.pathUnderCursor else {
      state.message = .error("no key here to copy the path of")
      return []
    }
    state.message = .info("copied \(path)")
    return [.copy(path.description)]
  case .copySwift?:
    state.message = .info("writing the Swift code…")
    return [.writeSnippet(editor.workspace, editor.model, payload: editor.document.value)]
  case .decode?:
    return [editor.inspect()]
  case .nextDates?:
    return cycleDates(editor: &editor, state: &state)
  case .openFixture?:
    guard let payloadSet = editor.payloadSet, !payloadSet.entries.isEmpty else {
      return [.listFixtures(editor.workspace)]
    }
    var cursor = ListCursor(count: payloadSet.entries.count)
    cursor.select(payloadSet.position, visible: Layout(width: state.width, height: state.height).paneRows - 4)
    state.overlay = .setPayloads(cursor)
    state.listFilter = ListFilter()
    return []
  case .export?:
    return openExport(.export, editor: editor, state: &state)
  case .matrix?:
    return openExport(.matrix, editor: editor, state: &state)
  case .repair?:
    return proposeRepair(editor: editor, state: &state)
  case .search?:
    state.overlay = .prompt(Prompt(purpose: .search, text: editor.search?.text ?? ""))
    return []
  case .previousPayload?:
    return stepThroughSet(by: -1, editor: &editor, state: &state)
  case .nextPayload?:
    return stepThroughSet(by: 1, editor: &editor, state: &state)
  case .setSummary?:
    guard editor.payloadSet?.summary != nil else {
      state.message = .error("S shows the summary of a set of payloads: open many with --payload")
      return []
    }
    editor.payloadSet?.showsSummary.toggle()
    editor.verdictTop = 0
    return []
  default:
    break
  }
  switch editor.focus {
  case .keys: return handleKeysPaneKey(key, editor: &editor, state: &state, visible: rows)
  case .json: return handleJSONPaneKey(key, editor: &editor, state: &state, visible: rows)
  case .verdict:
    // Building every line of a large comparison is costly: only the keys that move down count
    // lines, and only as far as they need.
    func lineCount(upTo limit: Int) -> Int {
      VerdictLines.build(
        editor, width: Layout(width: state.width, height: state.height).verdictPane.inner.width, limit: limit
      ).count
    }
    func lastTop(upTo limit: Int) -> Int { max(0, lineCount(upTo: limit) - rows) }
    switch Keymap.action(for: key, in: [.moving]) {
    case .up?: editor.verdictTop = max(0, editor.verdictTop - 1)
    case .down?:
      editor.verdictTop = min(lastTop(upTo: editor.verdictTop + rows + 1), editor.verdictTop + 1)
    case .pageUp?: editor.verdictTop = max(0, editor.verdictTop - rows)
    case .pageDown?: editor.verdictTop = min(lastTop(upTo: editor.verdictTop + 2 * rows), editor.verdictTop + rows)
    case .first?: editor.verdictTop = 0
    case .last?: editor.verdictTop = lastTop(upTo: .max)
    default: break
    }
    return []
  }
}

/// `[` and `]`: the payload before or after in a set opened at once.
private func stepThroughSet(by offset: Int, editor: inout EditorState, state: inout AppState) -> [Effect] {
  guard editor.payloadSet?.entries.isEmpty == false else {
    state.message = .error("[ and ] step through a set of payloads: open many with --payload")
    return []
  }
  if editor.hasUnsavedChanges {
    state.message = .error("unsaved changes: export comes with x; undo them to step to another payload")
    return []
  }
  guard editor.payloadSet?.step(by: offset) == true else {
    state.message = .info(offset > 0 ? "the last payload of the set" : "the first payload of the set")
    return []
  }
  return editor.openSetPayload()
}

/// Opens the payload at `index` of the set, chosen in its list (`o`).
func jumpInSet(to index: Int, editor: inout EditorState, state: inout AppState) -> [Effect] {
  if editor.hasUnsavedChanges {
    state.message = .error("unsaved changes: export comes with x; undo them to open another payload")
    return []
  }
  guard editor.payloadSet?.move(to: index) == true else { return [] }
  return editor.openSetPayload()
}

private func handleKeysPaneKey(_ key: Key, editor: inout EditorState, state: inout AppState, visible: Int) -> [Effect] {
  if moveCursor(&editor.keys, key: key, visible: visible) {
    syncJSONCursor(&editor, visible: visible)
    return []
  }
  guard let row = editor.selectedRow else {
    if editor.isLearning { state.message = .info("learning \(editor.model.name)… its keys come first") }
    return []
  }
  let effects: [Effect]
  do {
    switch Keymap.action(for: key, in: [.keysPane]) {
    case .toggleAbsent?:
      effects = try editor.edit { $0.toggleAbsent(row) }
    case .toggleNull?:
      effects = try editor.edit { $0.toggleNull(row) }
    case .nextCase?:
      guard editor.document.canCycle(row) else { return notAnEnum(row, &state) }
      effects = try editor.edit { $0.cycleEnum(row, forward: true) }
    case .previousCase?:
      guard editor.document.canCycle(row) else { return notAnEnum(row, &state) }
      effects = try editor.edit { $0.cycleEnum(row, forward: false) }
    case .open? where row.isFoldable, .unfold? where row.isFoldable && row.isFolded,
      .fold? where row.isFoldable && !row.isFolded:
      if editor.folded.contains(row.path) { editor.folded.remove(row.path) } else { editor.folded.insert(row.path) }
      editor.refreshRows()
      return []
    case .fold?:
      let parent = row.path.parent
      if let index = editor.rows.firstIndex(where: { $0.path == parent }) {
        editor.keys.select(index, visible: visible)
      }
      return []
    case .open?, .edit?:
      state.overlay = .prompt(Prompt(purpose: .editValue, text: editableText(row, editor)))
      return []
    case .editRaw?:
      state.overlay = .prompt(Prompt(purpose: .rawJSON, text: editor.document.value[row.path]?.compactText ?? ""))
      return []
    case .addElement?:
      guard
        let added = editor.document.value[
          row.isArrayElement ? row.path.parent : row.path], case .array = added
      else {
        state.message = .error("+ adds an element to an array; \(row.label) is not one")
        return []
      }
      var addedPath: JSONPath?
      effects = try editor.edit { addedPath = $0.addElement(row) }
      if let addedPath, let index = editor.rows.firstIndex(where: { $0.path == addedPath }) {
        editor.keys.select(index, visible: visible)
      }
    case .removeElement?:
      guard row.isArrayElement else {
        state.message = .error("- removes an array element; select one ([0], [1], ...)")
        return []
      }
      effects = try editor.edit { $0.removeElement(row) }
    default:
      return []
    }
  } catch {
    state.message = .error(error.message)
    return []
  }
  editor.keys.keepVisible(visible)
  syncJSONCursor(&editor, visible: visible)
  return effects
}

private func notAnEnum(_ row: KeyRow, _ state: inout AppState) -> [Effect] {
  state.message = .error("< and > cycle enum cases; \(row.label) is not an enum")
  return []
}

/// The text an edit prompt starts with: a string without quotes, anything else as JSON.
private func editableText(_ row: KeyRow, _ editor: EditorState) -> String {
  guard let value = editor.document.value[row.path] else { return "" }
  if case .string(let text) = value { return text }
  return value == .null ? "" : value.compactText
}

/// Keeps the JSON pane on the line of the selected key.
func syncJSONCursor(_ editor: inout EditorState, visible: Int) {
  guard let row = editor.selectedRow, let line = editor.jsonText.line(of: row.path) else { return }
  editor.json.select(line, visible: visible)
}

private func handleJSONPaneKey(_ key: Key, editor: inout EditorState, state: inout AppState, visible: Int) -> [Effect] {
  if moveCursor(&editor.json, key: key, visible: visible) { return [] }
  switch Keymap.action(for: key, in: [.jsonPane]) {
  case .nextMatch?:
    findNext(&editor, state: &state, forward: true, visible: visible)
  case .previousMatch?:
    findNext(&editor, state: &state, forward: false, visible: visible)
  default:
    break
  }
  return []
}

/// Moves the JSON cursor to the next line the search matches, wrapping around.
/// - Returns: whether a line matched.
@discardableResult
func findNext(_ editor: inout EditorState, state: inout AppState, forward: Bool, visible: Int) -> Bool {
  guard let search = editor.search, !search.text.isEmpty else {
    state.message = .error("no search yet: press / and type")
    return false
  }
  let matches = search.lineMatcher()
  let count = editor.jsonText.lineCount
  for step in 1...max(1, count) {
    let line = ((editor.json.selected + (forward ? step : -step)) % count + count) % count
    if matches(editor.jsonText.line(line)) {
      editor.json.select(line, visible: visible)
      return true
    }
  }
  state.message = .error("\"\(search.text)\" is not in the JSON")
  return false
}
