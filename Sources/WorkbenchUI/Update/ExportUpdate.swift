import FixtureEngine
import FixtureExport
import JSONCore

/// Opens the export (`x`) or scenario matrix (`m`) overlay over the editor's payload.
func openExport(_ purpose: ExportFlow.Purpose, editor: EditorState, state: inout AppState) -> [Effect] {
  let payload = editor.document.value
  let name = ExportFlow.suggestedName(for: editor)
  switch purpose {
  case .export:
    state.overlay = .export(.export(payload: payload, suggestedName: name, generation: editor.generation))
    return []
  case .matrix:
    let (flow, count) = ExportFlow.matrix(
      payload: payload, suggestedName: name, generation: editor.generation, model: editor.model)
    state.overlay = .export(flow)
    return [count]
  }
}

/// Keys while the export or matrix overlay is up.
func handleExportKey(_ key: Key, flow original: ExportFlow, in state: inout AppState) -> [Effect] {
  guard case .editor(let editor) = state.screen else {
    state.overlay = nil
    return []
  }
  var flow = original
  var effects: [Effect] = []
  switch flow.step {
  case .choosing:
    effects = chooseKey(key, flow: &flow, state: &state)
  case .naming(let text):
    effects = nameKey(key, text: text, flow: &flow, editor: editor, state: &state)
  case .planning, .writing:
    if key == .escape { state.overlay = nil }
  case .planned(let request, let plan, let top):
    effects = planKey(key, request: request, plan: plan, top: top, flow: &flow, editor: editor, state: &state)
  case .failed:
    state.overlay = nil
  }
  if case .export? = state.overlay { state.overlay = .export(flow) }
  return effects
}

private func chooseKey(_ key: Key, flow: inout ExportFlow, state: inout AppState) -> [Effect] {
  if moveCursor(&flow.cursor, key: key, visible: flow.cursor.count) {
    flow.note = nil
    return []
  }
  switch key {
  case .character("f") where flow.purpose == .matrix, .character(" ") where flow.purpose == .matrix:
    flow.writesCaseFixtures.toggle()
  case .enter:
    if flow.purpose == .matrix, let refusal = matrixRefusal(flow) {
      flow.note = refusal
      return []
    }
    flow.note = nil
    flow.name(flow.suggestedName)
  case .escape, .character("q"):
    state.overlay = nil
  default:
    break
  }
  return []
}

/// Why the chosen strategy cannot be exported, when its count says so.
private func matrixRefusal(_ flow: ExportFlow) -> String? {
  switch flow.counts[flow.cursor.selected] {
  case .counted(let count) where count > ExportFlow.caseLimit:
    ScenarioMatrixError.tooManyCases(strategy: flow.strategy, count: count, limit: ExportFlow.caseLimit).description
  case .failed(let reason):
    reason
  default:
    nil
  }
}

private func nameKey(_ key: Key, text: String, flow: inout ExportFlow, editor: EditorState, state: inout AppState)
  -> [Effect]
{
  switch key {
  case .escape:
    state.overlay = nil
  case .enter:
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
      flow.note = "type a name: files and tests are named after it"
      return []
    }
    flow.note = nil
    let request = ExportRequest(flow.kind, name: name, payload: flow.payload)
    return [flow.plan(request, workspace: editor.workspace, model: editor.model)]
  case .backspace, .delete:
    flow.name(String(text.dropLast()))
  case .control("u"):
    flow.name("")
  case .character(let character):
    flow.name(text + String(character))
  default:
    break
  }
  return []
}

private func planKey(
  _ key: Key, request: ExportRequest, plan: ExportPlan, top: Int, flow: inout ExportFlow, editor: EditorState,
  state: inout AppState
) -> [Effect] {
  let visible = ExportOverlayLayout(width: state.width, height: state.height)
    .fileRows(note: exportPlanNote(for: plan, in: editor.workspace))
  let lastTop = max(0, plan.files.count - visible)
  switch key {
  case .up, .character("k"): flow.show(plan, of: request, top: max(0, top - 1))
  case .down, .character("j"): flow.show(plan, of: request, top: min(lastTop, top + 1))
  case .pageUp: flow.show(plan, of: request, top: max(0, top - visible))
  case .pageDown: flow.show(plan, of: request, top: min(lastTop, top + visible))
  case .character("y") where !plan.overwrites.isEmpty, .character("Y") where !plan.overwrites.isEmpty:
    return [flow.write(plan, workspace: editor.workspace, overwriting: true)]
  case _ where !plan.overwrites.isEmpty:
    state.overlay = nil
    state.message = .info("export cancelled: nothing written")
  case .enter where plan.pendingWrites.isEmpty:
    state.overlay = nil
    state.message = .info(unchangedSummary(plan, editor: editor, width: state.width))
  case .enter:
    return [flow.write(plan, workspace: editor.workspace, overwriting: false)]
  case .escape, .character("q"), .character("n"):
    state.overlay = nil
    state.message = .info("export cancelled: nothing written")
  default:
    break
  }
  return []
}

/// A plan arrived: shown when it is the one the overlay waits for.
func exportPlanned(_ request: ExportRequest, _ result: Result<ExportPlan, ExportError>, in state: inout AppState)
  -> [Effect]
{
  guard case .export(var flow)? = state.overlay, case .planning(let pending) = flow.step, pending == request else {
    return []
  }
  switch result {
  case .success(let plan): flow.show(plan, of: request, top: 0)
  case .failure(let error): flow.fail(exportErrorText(error))
  }
  state.overlay = .export(flow)
  return []
}

/// Files were written (or not): reported on the status line, and in the overlay when it failed.
func exportWritten(_ plan: ExportPlan, _ result: Result<[ExportPlan.File], ExportError>, in state: inout AppState)
  -> [Effect]
{
  guard case .editor(var editor) = state.screen else { return [] }
  var waiting: ExportFlow?
  if case .export(let flow)? = state.overlay, case .writing(let pending) = flow.step, pending == plan { waiting = flow }
  switch result {
  case .success(let written):
    state.message = .info(writtenSummary(written: written.count, plan: plan, editor: editor, width: state.width))
    if let note = exportNote(for: [plan], in: editor.workspace) {
      state.message = .info("wrote \(written.count) file\(written.count == 1 ? "" : "s"); \(note)")
    }
    if let waiting {
      state.overlay = nil
      if editor.document.value == waiting.payload {
        editor.openedValue = waiting.payload
        state.screen = .editor(editor)
      }
    }
  case .failure(let error):
    let text = exportErrorText(error)
    state.message = .error(text)
    if var waiting {
      waiting.fail(text)
      state.overlay = .export(waiting)
    }
  }
  return []
}

/// A strategy's count arrived: shown when the matrix overlay is up for the same payload.
func matrixCounted(
  generation: Int, _ strategy: ScenarioStrategy, _ result: Result<Int, ScenarioMatrixError>, in state: inout AppState
) {
  guard case .export(var flow)? = state.overlay, flow.purpose == .matrix, flow.generation == generation else { return }
  switch result {
  case .success(let count): flow.takeCount(.counted(count), of: strategy)
  case .failure(let error): flow.takeCount(.failed(error.description), of: strategy)
  }
  state.overlay = .export(flow)
}

private func writtenSummary(written: Int, plan: ExportPlan, editor: EditorState, width: Int) -> String {
  let unchanged = plan.files.count - written
  let head = "wrote \(written) file\(written == 1 ? "" : "s") to "
  let tail = unchanged > 0 ? "; \(unchanged) unchanged" : ""
  let room = width - 2 - TextWidth.of(head) - TextWidth.of(tail)
  return head + ExportPaths.shortened(editor.workspace.exportRoot, toFit: room) + tail
}

private func unchangedSummary(_ plan: ExportPlan, editor: EditorState, width: Int) -> String {
  let head =
    "nothing to write: \(plan.files.count == 1 ? "the file is" : "all \(plan.files.count) files are") unchanged in "
  return head + ExportPaths.shortened(editor.workspace.exportRoot, toFit: width - 2 - TextWidth.of(head))
}

/// What the export folder's test target lacks for the Swift files of `plans` to compile there, and
/// what prints the lines it needs, when it lacks something and a plan writes Swift: as the app and
/// `workbench export` say it.
package func exportNote(for plans: [ExportPlan], in workspace: Workspace) -> String? {
  guard let note = workspace.exportNote,
    plans.contains(where: { plan in plan.files.contains { $0.path.hasSuffix(".swift") } })
  else { return nil }
  return note + ": workbench init prints the lines"
}

/// ``exportNote(for:in:)`` as the planned export's overlay shows it, before anything is written.
func exportPlanNote(for plan: ExportPlan, in workspace: Workspace) -> String? {
  exportNote(for: [plan], in: workspace).map { "note: " + $0 }
}
