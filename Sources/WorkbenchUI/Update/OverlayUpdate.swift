import FixtureEngine
import Foundation

/// Keys while an overlay is up.
func handleOverlayKey(_ key: Key, overlay: AppState.Overlay, in state: inout AppState) -> [Effect] {
  switch overlay {
  case .help, .buildErrors:
    state.overlay = nil
    return []
  case .reloadFromDisk(let path, let name):
    state.overlay = nil
    guard key == .character("y") || key == .character("Y"), case .editor(var editor) = state.screen else {
      state.message = .info("kept your edits; \(name) on disk is not reloaded")
      return []
    }
    let effect = editor.startOpening(.file(path: path, name: name))
    state.screen = .editor(editor)
    return [effect]
  case .repair(let proposal):
    return handleRepairKey(key, proposal: proposal, in: &state)
  case .confirmQuit:
    switch key {
    case .character("y"), .character("Y"):
      state.isFinished = true
    default:
      state.overlay = nil
    }
    return []
  case .fixtures(let fixtures, let cursor):
    return handlePickerKey(
      key, cursor: cursor, in: &state, entries: { fixtureEntries(fixtures, $0) },
      reopen: { .fixtures(fixtures, $0) },
      pick: { index, state in
        guard case .editor(var editor) = state.screen else { return [] }
        let fixture = fixtures[index]
        let effect = editor.startOpening(.file(path: fixture.path, name: fixture.name))
        state.screen = .editor(editor)
        return [effect]
      })
  case .setPayloads(let cursor):
    guard case .editor(let editor) = state.screen, let browser = editor.payloadSet else {
      state.overlay = nil
      return []
    }
    return handlePickerKey(
      key, cursor: cursor, in: &state, entries: { setPayloadEntries(browser, $0) }, reopen: { .setPayloads($0) },
      pick: { index, state in
        guard case .editor(var editor) = state.screen else { return [] }
        let effects = jumpInSet(to: index, editor: &editor, state: &state)
        state.screen = .editor(editor)
        return effects
      })
  case .export(let flow):
    return handleExportKey(key, flow: flow, in: &state)
  case .saveDates(let dates):
    return handleSaveDatesKey(key, dates: dates, in: &state)
  case .prompt(var prompt):
    switch key {
    case .escape:
      state.overlay = nil
    case .enter:
      state.overlay = nil
      return submit(prompt, in: &state)
    case .backspace, .delete:
      if !prompt.text.isEmpty { prompt.text.removeLast() }
      prompt.problem = nil
      state.overlay = .prompt(prompt)
    case .character(let character):
      prompt.text.append(character)
      prompt.problem = nil
      state.overlay = .prompt(prompt)
    case .control("u"):
      prompt.text = ""
      prompt.problem = nil
      state.overlay = .prompt(prompt)
    default:
      break
    }
    return []
  }
}

/// Keys on a list overlay whose rows `entries` keeps (the fixtures, a set's payloads): after `/`
/// typing narrows it, arrows move, enter hands `pick` the chosen row's index among all rows, esc or
/// q closes it. `reopen` is the overlay with another cursor.
private func handlePickerKey(
  _ key: Key, cursor: ListCursor, in state: inout AppState, entries: (AppState) -> [PickerEntry],
  reopen: (ListCursor) -> AppState.Overlay, pick: (Int, inout AppState) -> [Effect]
) -> [Effect] {
  var cursor = cursor
  if let typed = typeIntoFilter(key, in: &state) {
    if typed { state.overlay = reopen(ListCursor(count: entries(state).count)) }
    return []
  }
  if moveCursor(&cursor, key: key, visible: Layout(width: state.width, height: state.height).paneRows - 4) {
    state.overlay = reopen(cursor)
    return []
  }
  switch key {
  case .enter:
    let shown = entries(state)
    state.overlay = nil
    state.listFilter = ListFilter()
    guard shown.indices.contains(cursor.selected) else { return [] }
    return pick(shown[cursor.selected].index, &state)
  case .escape, .character("q"):
    state.overlay = nil
    state.listFilter = ListFilter()
  default:
    break
  }
  return []
}

private func submit(_ prompt: Prompt, in state: inout AppState) -> [Effect] {
  guard case .editor(var editor) = state.screen else { return [] }
  let visible = Layout(width: state.width, height: state.height).paneRows
  defer { state.screen = .editor(editor) }
  switch prompt.purpose {
  case .search:
    let search = SearchPattern(prompt.text)
    editor.search = search
    editor.focus = .json
    let found = findNext(&editor, state: &state, forward: true, visible: visible)
    if let problem = search.problem {
      state.message = .error(
        "not a regular expression (\(problem)): \(found ? "searched as text" : "as text, not in the JSON")")
    }
    return []
  case .editValue, .rawJSON:
    guard let row = editor.selectedRow else { return [] }
    let effects: [Effect]
    do {
      if prompt.purpose == .editValue {
        effects = try editor.edit { (document: inout EditorDocument) throws(EditError) in
          try document.setText(prompt.text, for: row)
        }
      } else {
        effects = try editor.edit { (document: inout EditorDocument) throws(EditError) in
          try document.setRaw(prompt.text, for: row)
        }
      }
    } catch {
      // The prompt stays up with the text, so a typo is fixed, not typed again.
      state.overlay = .prompt(
        Prompt(purpose: prompt.purpose, text: prompt.text, problem: "\(row.label): \(error.message)"))
      return []
    }
    syncJSONCursor(&editor, visible: visible)
    return effects
  }
}
