import FixtureEngine
import JSONCore
import ModelProbe

/// One row of the workspace or model list as the filter shows it: the index of its workspace or
/// model, and where the query matches its name.
public struct PickerEntry: Sendable, Equatable {
  public var index: Int
  public var positions: [Int]
}

/// The rows of the list on screen that ``AppState/listFilter`` keeps, best match first (the list's
/// own order among equals; every row, in order, for an empty query).
public func pickerEntries(_ state: AppState) -> [PickerEntry] {
  switch state.screen {
  case .workspaces:
    return filtered(state.registry.workspaces.map(\.name), query: state.listFilter.query)
  case .models(let index, _):
    // A model is found by its type's name too: a typealias's (`API.ListItems.Response`) by `Page<Item>`.
    let models = state.listedModels(of: state.registry.workspaces[index])
    return filtered(models.map(\.name), alsoNamed: models.map(\.typeName), query: state.listFilter.query)
  case .editor: return []
  }
}

/// Keys that type into the list's filter (after `/`); `nil` for keys that act on the list.
private func handleFilterKey(_ key: Key, in state: inout AppState) -> [Effect]? {
  guard let changed = typeIntoFilter(key, in: &state) else { return nil }
  if changed { refilter(&state) }
  return []
}

/// Puts the list's cursor on the first of the rows the filter now keeps.
private func refilter(_ state: inout AppState) {
  let count = pickerEntries(state).count
  switch state.screen {
  case .workspaces: state.screen = .workspaces(ListCursor(count: count))
  case .models(let index, _): state.screen = .models(workspace: index, ListCursor(count: count))
  case .editor: break
  }
}

/// Keys on the workspace and model lists.
func handlePickerKey(_ key: Key, in state: inout AppState) -> [Effect] {
  if let effects = handleFilterKey(key, in: &state) { return effects }
  let rows = Layout(width: state.width, height: state.height).paneRows
  let entries = pickerEntries(state)
  switch state.screen {
  case .workspaces(var cursor):
    if moveCursor(&cursor, key: key, visible: rows) {
      state.screen = .workspaces(cursor)
      return []
    }
    switch Keymap.action(for: key, in: [.lists]) {
    case .open?:
      guard entries.indices.contains(cursor.selected) else { return [] }
      let chosen = entries[cursor.selected].index
      return showModels(of: chosen, ListCursor(count: state.registry.workspaces[chosen].models.count), in: &state)
    // The first list has nothing to go back to: esc leaves the app, as q does.
    case .quit?,
      .back? where key == .escape:
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
    switch Keymap.action(for: key, in: [.lists]) {
    case .open?:
      guard entries.indices.contains(cursor.selected) else { return [] }
      let models = state.listedModels(of: workspace)
      guard models.indices.contains(entries[cursor.selected].index) else { return [] }
      return learnAndOpenEditor(
        in: &state, workspace: workspace, model: models[entries[cursor.selected].index], payload: .firstFixture)
    case .back?:
      state.learning = nil
      state.listFilter = ListFilter()
      var back = ListCursor(count: state.registry.workspaces.count)
      back.select(index, visible: rows)
      state.screen = .workspaces(back)
    case .quit?:
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
  state.learning = nil
  state.screen = .models(workspace: index, cursor)
  state.listFilter = ListFilter()
  let workspace = state.registry.workspaces[index]
  return state.fixtureCounts[workspace.name] == nil ? [.countFixtures(workspace)] : []
}

/// Opens the editor on `model` at once, while its key tree is learned in the background (its code
/// runs in a worker; the keys pane and the status line say so meanwhile): `payload` is read at the
/// same time, and the keys fill in when they are learned (``EditorState/learned(_:)``).
public func learnAndOpenEditor(
  in state: inout AppState, workspace: Workspace, model: WorkspaceModel, payload: PayloadToOpen?
) -> [Effect] {
  state.learning = model.name
  state.message = .info("learning \(model.name)…")
  var editor = EditorState.learning(workspace: workspace, model: model)
  let opening = payload.map { editor.startOpening($0) }
  state.screen = .editor(editor)
  state.overlay = nil
  // Fitting the workspace's fixtures may give the model more to learn from: the count fits them.
  let counting: [Effect] =
    workspace.canFit && state.fixtureCounts[workspace.name] == nil ? [.countFixtures(workspace)] : []
  return [.learn(workspace, model)] + (opening.map { [$0] } ?? []) + counting
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
  let effects = [payload.map { editor.startOpening($0) } ?? editor.inspect()]
  state.screen = .editor(editor)
  state.overlay = nil
  return effects
}

/// Arrow, vi and paging keys on a list; `true` when the key moved the cursor.
func moveCursor(_ cursor: inout ListCursor, key: Key, visible: Int) -> Bool {
  switch Keymap.action(for: key, in: [.moving]) {
  case .up?: cursor.move(by: -1, visible: visible)
  case .down?: cursor.move(by: 1, visible: visible)
  case .pageUp?: cursor.move(by: -visible, visible: visible)
  case .pageDown?: cursor.move(by: visible, visible: visible)
  case .first?: cursor.select(0, visible: visible)
  case .last?: cursor.select(cursor.count - 1, visible: visible)
  default: return false
  }
  return true
}

/// The fixtures of the picker (`o`) that ``AppState/listFilter`` keeps, best match first.
public func fixtureEntries(_ fixtures: [FixtureFile], _ state: AppState) -> [PickerEntry] {
  filtered(fixtures.map(\.name), query: state.listFilter.query)
}

/// The payloads of `browser`'s set that ``AppState/listFilter`` keeps, best match first.
public func setPayloadEntries(_ browser: PayloadSetBrowser, _ state: AppState) -> [PickerEntry] {
  filtered(browser.entries.map(\.name), query: state.listFilter.query)
}

/// The rows named `names` that `query` matches, best first (the list's order among equals); a row
/// is also matched by its other name in `alsoNamed`, with no characters of its shown name marked.
func filtered(_ names: [String], alsoNamed: [String]? = nil, query: String) -> [PickerEntry] {
  guard !query.isEmpty else { return names.indices.map { PickerEntry(index: $0, positions: []) } }
  return names.enumerated().compactMap { index, name in
    if let match = FuzzyMatch.match(query, in: name) {
      return (match: match, entry: PickerEntry(index: index, positions: match.positions))
    }
    guard let other = alsoNamed?[index], other != name, let match = FuzzyMatch.match(query, in: other) else {
      return nil
    }
    return (match: match, entry: PickerEntry(index: index, positions: []))
  }
  .enumerated().sorted { ($0.element.match.score, -$0.offset) > ($1.element.match.score, -$1.offset) }
  .map(\.element.entry)
}

/// A key typed into a list's filter: `true` when the query changed (the list is narrowed anew),
/// `false` when the key only started or ended typing, `nil` when it is no key of the filter.
func typeIntoFilter(_ key: Key, in state: inout AppState) -> Bool? {
  guard state.listFilter.isEditing else {
    switch key {
    case _ where Keymap.action(for: key, in: [.lists]) == .search:
      state.listFilter.isEditing = true
      return false
    case .escape where !state.listFilter.query.isEmpty:
      state.listFilter = ListFilter()
      return true
    default:
      return nil
    }
  }
  switch key {
  case .character(let character) where !character.isNewline:
    state.listFilter.query.append(character)
  case .backspace:
    guard !state.listFilter.query.isEmpty else {
      state.listFilter.isEditing = false
      return false
    }
    state.listFilter.query.removeLast()
  case .escape:
    state.listFilter = ListFilter()
  case .enter:
    state.listFilter.isEditing = false
    return nil
  default:
    return nil
  }
  return true
}

/// The editor's workspace was first counted, its fixtures fitted, while the editor was open: the
/// fit may have given the model fixtures to learn from, so it is learned again, in the background
/// (``EditorState/isRelearning``). One still being learned is asked again, as it may have been
/// read before the fit.
func fitsCounted(_ editor: inout EditorState, in state: inout AppState) -> [Effect] {
  guard editor.workspace.canFit else { return [] }
  if !editor.isLearning {
    editor.isRelearning = true
    state.screen = .editor(editor)
  }
  return [.learn(editor.workspace, editor.model)]
}

/// The open model learned again in the background (``fitsCounted(_:in:)``): the editor takes the
/// key tree, keeps its payload, and decodes it again. `nil` when the answer is not that (an
/// editor learning anew, after a rebuild, takes it as its own).
func relearned(_ workspace: Workspace, _ model: WorkspaceModel, _ schema: ModelSchema, in state: inout AppState)
  -> [Effect]?
{
  guard case .editor(var editor) = state.screen, editor.isRelearning, !editor.isLearning,
    editor.workspace.name == workspace.name, editor.model.name == model.name
  else { return nil }
  let effects = editor.relearned(schema)
  state.screen = .editor(editor)
  return effects
}
