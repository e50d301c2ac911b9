import FixtureEngine
import Foundation
import JSONCore

/// Applies a message to the state and returns the effects to run: the whole behaviour of the
/// workbench, pure and synchronous.
public func update(_ state: inout AppState, with message: Msg) -> [Effect] {
  switch message {
  case .key(let key):
    return handleKey(key, in: &state)
  case .inspected(let generation, let inspection):
    guard case .editor(var editor) = state.screen, editor.takeInspection(inspection, generation: generation) else {
      return []
    }
    state.screen = .editor(editor)
    noteRebuild(in: &state)
    return []
  case .opened(let name, let value, let index, let path):
    guard case .editor(var editor) = state.screen else { return [] }
    let effects = editor.open(value, name: name, index: index, path: path)
    state.screen = .editor(editor)
    state.message = .info("opened \(name)")
    return effects
  case .openFailed(let text):
    state.message = .error(text)
    return stopOpening(in: &state)
  case .noFixtureToOpen:
    return stopOpening(in: &state)
  case .progress(let text):
    state.message = .info(text)
    return []
  case .fixturesListed(let fixtures):
    guard case .editor(let editor) = state.screen else { return [] }
    guard !fixtures.isEmpty else {
      state.message = .error("workspace \(editor.workspace.name) has no fixture files")
      return []
    }
    if case .fixtures(_, var cursor)? = state.overlay {
      // Listed again while on screen: the row and the filter stay.
      cursor.count = fixtures.count
      cursor.select(
        min(cursor.selected, fixtures.count - 1), visible: Layout(width: state.width, height: state.height).paneRows - 4
      )
      state.overlay = .fixtures(fixtures, cursor)
      return []
    }
    state.overlay = .fixtures(fixtures, ListCursor(count: fixtures.count))
    state.listFilter = ListFilter()
    return []
  case .fixturesCounted(let workspace, let counts):
    let firstCount = state.fixtureCounts[workspace] == nil
    state.fixtureCounts[workspace] = counts
    if firstCount, case .editor(var editor) = state.screen, editor.workspace.name == workspace {
      return fitsCounted(&editor, in: &state)
    }
    // The arrays and maps of models that fixtures are join the list.
    if case .models(let index, var cursor) = state.screen, state.registry.workspaces[index].name == workspace {
      cursor.count = pickerEntries(state).count
      state.screen = .models(workspace: index, cursor)
    }
    return []
  case .laidOut(let generation, let index):
    guard case .editor(var editor) = state.screen, editor.takeJSONText(index, generation: generation) else { return [] }
    syncJSONCursor(&editor, visible: Layout(width: state.width, height: state.height).paneRows)
    state.screen = .editor(editor)
    return []
  case .exportPlanned(let request, let result):
    return exportPlanned(request, result, in: &state)
  case .exportWritten(let plan, let result):
    return exportWritten(plan, result, in: &state)
  case .matrixCounted(let generation, let strategy, let result):
    matrixCounted(generation: generation, strategy, result, in: &state)
    return []
  case .learned(let workspace, let model, let schema):
    if let stop = schema.stops.first { state.learningStops["\(workspace.name)/\(model.name)"] = stop.stop }
    if let effects = relearned(workspace, model, schema, in: &state) { return effects }
    // Only the model still awaited: a user who went back or chose another one has moved on.
    guard state.learning == model.name, case .editor(var editor) = state.screen, editor.isLearning,
      editor.workspace.name == workspace.name, editor.model.name == model.name
    else { return [] }
    state.learning = nil
    if state.message?.text.hasPrefix("learning \(model.name)…") == true { state.message = nil }
    if var from = state.rebuiltFrom, from.name == model.name {
      from.keyChanges = SchemaChanges.describe(from: from.schema, to: schema)
      state.rebuiltFrom = from
    }
    let effects = editor.learned(schema)
    state.screen = .editor(editor)
    noteRebuild(in: &state)
    return effects
  case .setSummarized(let entries, let summary):
    guard case .editor(var editor) = state.screen, editor.payloadSet != nil else { return [] }
    editor.payloadSet?.take(entries, summary: summary)
    state.message = .info(PayloadSetCounts.text(summary))
    guard !entries.isEmpty else {
      state.screen = .editor(editor)
      state.message = .error("no payloads in \(editor.opening ?? "the inputs")")
      return stopOpening(in: &state)
    }
    let effects = editor.openSetPayload()
    state.screen = .editor(editor)
    return effects
  case .datesSaved(let model, let dates, let result):
    datesSaved(model: model, dates, result, in: &state)
    return []
  case .repairProposed, .repairWritten:
    return handleRepairMsg(message, in: &state)
  case .package(let change):
    return packageChanged(change, in: &state)
  case .snippetWritten(let code):
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count - (code.hasSuffix("\n") ? 1 : 0)
    state.message = .info("copied Swift code (\(lines) line\(lines == 1 ? "" : "s"))")
    return [.copy(code)]
  }
}

/// An opening ended without a payload: the editor shows (and decodes) the one it has.
private func stopOpening(in state: inout AppState) -> [Effect] {
  guard case .editor(var editor) = state.screen else { return [] }
  let effects = editor.stopOpening()
  state.screen = .editor(editor)
  return effects
}

private func handleKey(_ key: Key, in state: inout AppState) -> [Effect] {
  if case .resize(let width, let height) = key {
    state.width = width
    state.height = height
    keepCursorsVisible(&state)
    return []
  }
  state.message = nil
  if let overlay = state.overlay {
    return handleOverlayKey(key, overlay: overlay, in: &state)
  }
  if case .mouse(let event) = key {
    return handleMouse(event, in: &state)
  }
  // Typing into a list's filter: `?` and `M` are letters of the query then.
  if state.listFilter.isEditing, case .character = key {
    return handlePickerKey(key, in: &state)
  }
  switch Keymap.action(for: key, in: [.everywhere]) {
  case .help?:
    state.overlay = .help
    return []
  case .mouse?:
    state.mouseEnabled.toggle()
    state.message = .info(
      state.mouseEnabled ? "mouse on (M turns it off to select text)" : "mouse off: the terminal can select text again")
    return [.setMouse(state.mouseEnabled)]
  case .forceQuit?:
    state.isFinished = true
    return []
  default:
    break
  }
  switch state.screen {
  case .workspaces, .models:
    return handlePickerKey(key, in: &state)
  case .editor(var editor):
    let effects = handleEditorKey(key, editor: &editor, state: &state)
    if case .editor = state.screen { state.screen = .editor(editor) }
    return effects
  }
}

func keepCursorsVisible(_ state: inout AppState) {
  let rows = Layout(width: state.width, height: state.height).paneRows
  switch state.screen {
  case .workspaces(var cursor):
    cursor.keepVisible(rows)
    state.screen = .workspaces(cursor)
  case .models(let workspace, var cursor):
    cursor.keepVisible(rows)
    state.screen = .models(workspace: workspace, cursor)
  case .editor(var editor):
    editor.keys.keepVisible(rows)
    editor.json.keepVisible(rows)
    state.screen = .editor(editor)
  }
}
