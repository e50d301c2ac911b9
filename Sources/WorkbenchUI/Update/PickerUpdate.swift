import FixtureEngine
import JSONFragment
import ModelProbe

/// Keys on the workspace and model lists.
func handlePickerKey(_ key: Key, in state: inout AppState) -> [Effect] {
  let rows = Layout(width: state.width, height: state.height).paneRows
  switch state.screen {
  case .workspaces(var cursor):
    if moveCursor(&cursor, key: key, visible: rows) {
      state.screen = .workspaces(cursor)
      return []
    }
    switch key {
    case .enter, .right, .character("l"):
      guard state.registry.workspaces.indices.contains(cursor.selected) else { return [] }
      return showModels(
        of: cursor.selected, ListCursor(count: state.registry.workspaces[cursor.selected].models.count), in: &state)
    case .character("q"), .escape:
      state.isFinished = true
    default:
      break
    }
    return []
  case .models(let index, var cursor):
    if moveCursor(&cursor, key: key, visible: rows) {
      state.screen = .models(workspace: index, cursor)
      return []
    }
    let workspace = state.registry.workspaces[index]
    switch key {
    case .enter, .right, .character("l"):
      guard workspace.models.indices.contains(cursor.selected) else { return [] }
      return learnAndOpenEditor(
        in: &state, workspace: workspace, model: workspace.models[cursor.selected], payload: .firstFixture)
    case .escape, .left, .character("h"):
      state.learning = nil
      var back = ListCursor(count: state.registry.workspaces.count)
      back.select(index, visible: rows)
      state.screen = .workspaces(back)
    case .character("q"):
      state.isFinished = true
    default:
      break
    }
    return []
  case .editor:
    return []
  }
}

/// Shows the models of the workspace at `index`, counting their fixtures when they are not
/// counted yet.
public func showModels(of index: Int, _ cursor: ListCursor, in state: inout AppState) -> [Effect] {
  state.screen = .models(workspace: index, cursor)
  let workspace = state.registry.workspaces[index]
  return state.fixtureCounts[workspace.name] == nil ? [.countFixtures(workspace)] : []
}

/// Learns `model` in the background (its code runs in a worker; the status line says so
/// meanwhile), then opens its editor as ``openEditor(in:workspace:model:schema:payload:)`` does.
public func learnAndOpenEditor(
  in state: inout AppState, workspace: Workspace, model: WorkspaceModel, payload: PayloadToOpen?
) -> [Effect] {
  state.learning = model.name
  state.message = .info("learning \(model.name)…")
  return [.learn(workspace, model, payload: payload)]
}

/// Opens the editor on `model`, whose key tree is `schema`: on `payload`, read in the background
/// (the editor shows that it is opening it meanwhile), or with no payload on the model's reference
/// payload (its fragment's values, or placeholders).
public func openEditor(
  in state: inout AppState, workspace: Workspace, model: WorkspaceModel, schema: ModelSchema,
  payload: PayloadToOpen?
) -> [Effect] {
  state.learning = nil
  var document = EditorDocument(schema: schema, options: model.decoding)
  if let reference = model.referencePayload { document.replace(with: reference) }
  var editor = EditorState(workspace: workspace, model: model, document: document, sourceName: nil)
  let effects = [payload.map { editor.startOpening($0) } ?? editor.decode()]
  state.screen = .editor(editor)
  state.overlay = nil
  return effects
}

/// Arrow, vi and paging keys on a list; `true` when the key moved the cursor.
func moveCursor(_ cursor: inout ListCursor, key: Key, visible: Int) -> Bool {
  switch key {
  case .up, .character("k"): cursor.move(by: -1, visible: visible)
  case .down, .character("j"): cursor.move(by: 1, visible: visible)
  case .pageUp: cursor.move(by: -visible, visible: visible)
  case .pageDown: cursor.move(by: visible, visible: visible)
  case .home, .character("g"): cursor.select(0, visible: visible)
  case .end, .character("G"): cursor.select(cursor.count - 1, visible: visible)
  default: return false
  }
  return true
}
