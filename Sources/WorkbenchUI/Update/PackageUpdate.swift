import FixtureEngine
import ModelProbe

/// The package changed on disk: the status line says what is under way, the models are replaced
/// once rebuilt (the open editor follows its model, its payload kept), and a fixture changed on
/// disk reloads.
func packageChanged(_ change: PackageChange, in state: inout AppState) -> [Effect] {
  switch change {
  case .rebuilding(let what):
    state.live = "\(what): rebuilding…"
    return []
  case .buildFailed(let errors):
    state.live = nil
    state.message = .error("the package does not build: the models built last stay, and the next save tries again")
    if state.overlay == nil || state.isShowingBuildErrors { state.overlay = .buildErrors(errors) }
    return []
  case .rebuilt(let registry):
    return rebuilt(registry, in: &state)
  case .filesChanged(let paths):
    return filesChanged(paths, in: &state)
  }
}

extension AppState {
  var isShowingBuildErrors: Bool {
    if case .buildErrors? = overlay { return true }
    return false
  }
}

private func rebuilt(_ registry: WorkspaceRegistry, in state: inout AppState) -> [Effect] {
  let before = state.registry
  state.registry = registry
  state.live = nil
  state.fixtureCounts = [:]
  if state.isShowingBuildErrors { state.overlay = nil }
  let models = { (registry: WorkspaceRegistry) in registry.workspaces.flatMap { $0.models.map(\.name) } }
  let added = models(registry).filter { !models(before).contains($0) }
  let removed = models(before).filter { !models(registry).contains($0) }
  var notes: [String] = []
  if !added.isEmpty { notes.append("new: " + added.joined(separator: ", ")) }
  if !removed.isEmpty { notes.append("gone: " + removed.joined(separator: ", ")) }
  let modelsNote = notes.isEmpty ? nil : notes.joined(separator: "; ")
  for workspace in before.workspaces {
    let now = Set(registry.workspaces.first { $0.name == workspace.name }?.models.map(\.name) ?? [])
    let lost = workspace.models.map(\.name).filter { !now.contains($0) }
    let marked = ((state.removedModels[workspace.name] ?? []) + lost).filter { !now.contains($0) }
    state.removedModels[workspace.name] = marked.isEmpty ? nil : Array(Set(marked)).sorted()
  }
  state.message = .info("rebuilt" + (modelsNote.map { "; " + $0 } ?? ""))
  let rows = Layout(width: state.width, height: state.height).paneRows
  switch state.screen {
  case .workspaces(var cursor):
    cursor.count = registry.workspaces.count
    cursor.select(cursor.selected, visible: rows)
    state.screen = .workspaces(cursor)
    return []
  case .models(let index, let cursor):
    let name = before.workspaces.indices.contains(index) ? before.workspaces[index].name : ""
    guard let now = registry.workspaces.firstIndex(where: { $0.name == name }) else {
      state.screen = .workspaces(ListCursor(count: registry.workspaces.count))
      return []
    }
    state.screen = .models(workspace: now, cursor)
    var kept = cursor
    kept.count = pickerEntries(state).count
    kept.select(cursor.selected, visible: rows)
    return showModels(of: now, kept, in: &state)
  case .editor(var editor):
    guard let index = registry.workspaces.firstIndex(where: { $0.name == editor.workspace.name }),
      let model = registry.workspaces[index].models.first(where: { $0.name == editor.model.name })
    else {
      state.overlay = nil
      state.message = .error("\(editor.model.name) is no longer in the package: back to the list")
      guard let index = registry.workspaces.firstIndex(where: { $0.name == editor.workspace.name }) else {
        state.screen = .workspaces(ListCursor(count: registry.workspaces.count))
        return []
      }
      return showModels(of: index, ListCursor(count: registry.workspaces[index].models.count), in: &state)
    }
    state.rebuiltFrom = RebuiltModel(
      name: model.name, schema: editor.document.schema, failures: editor.inspection.map(failingFields),
      modelsNote: modelsNote)
    state.learning = model.name
    let effects = editor.follow(workspace: registry.workspaces[index], model: model)
    state.screen = .editor(editor)
    return effects
  }
}

private func filesChanged(_ paths: [String], in state: inout AppState) -> [Effect] {
  if case .models(let index, _) = state.screen {
    let workspace = state.registry.workspaces[index]
    state.fixtureCounts[workspace.name] = nil
    return [.countFixtures(workspace)]
  }
  state.fixtureCounts = [:]
  // A list of fixtures on screen is listed again: files may have come or gone.
  var relisted: [Effect] = []
  if case .fixtures? = state.overlay, case .editor(let editor) = state.screen {
    relisted.append(.listFixtures(editor.workspace))
  }
  guard case .editor(var editor) = state.screen, let path = editor.sourcePath, paths.contains(path),
    let name = editor.sourceName
  else { return relisted }
  guard !editor.hasUnsavedChanges else {
    if state.overlay == nil { state.overlay = .reloadFromDisk(path: path, name: name) }
    return relisted
  }
  state.message = .info("\(name) changed on disk: reloading")
  let effect = editor.startOpening(.file(path: path, name: name))
  state.screen = .editor(editor)
  return relisted + [effect]
}

/// After a rebuild, once the editor's model is learned again and its payload decoded: what changed,
/// on the status line (`Merchant: address_line1 is now optional; decodes now`).
func noteRebuild(in state: inout AppState) {
  guard let from = state.rebuiltFrom, case .editor(let editor) = state.screen, editor.model.name == from.name,
    !editor.isLearning, !editor.isDecoding, let inspection = editor.inspection
  else { return }
  state.rebuiltFrom = nil
  var parts: [String] = []
  if let first = from.keyChanges.first {
    parts.append(first + (from.keyChanges.count > 1 ? " (and \(from.keyChanges.count - 1) more key changes)" : ""))
  }
  let now = failingFields(inspection)
  switch (from.failures, now) {
  case (let before?, 0) where before > 0: parts.append("decodes now")
  case (_, 0): parts.append("decodes")
  case (0?, let now): parts.append("no longer decodes: \(counted(now, "failing field"))")
  case (let before?, let now) where now < before: parts.append("\(counted(before - now, "failing field")) fewer")
  case (let before?, let now) where now > before: parts.append("\(counted(now - before, "failing field")) more")
  default: parts.append("still \(counted(now, "failing field"))")
  }
  if let modelsNote = from.modelsNote { parts.append(modelsNote) }
  state.message = .info("\(from.name) rebuilt: " + parts.joined(separator: "; "))
}

/// How many fields fail in `inspection`: none when it decodes.
private func failingFields(_ inspection: PayloadInspection) -> Int {
  inspection.decodes ? 0 : max(1, inspection.trace?.failures.count ?? 1)
}

private func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
