import FixtureEngine

/// `f`: the repair `lint --fix` would make of the fixture the editor has open, asked of the
/// effects (the model's code runs in its worker), shown as a diff, written on `y`.
func proposeRepair(editor: EditorState, state: inout AppState) -> [Effect] {
  guard let path = editor.sourcePath, let name = editor.sourceName else {
    state.message = .error("f repairs a fixture file: this payload was not read from one")
    return []
  }
  if editor.inspection?.decodes == true {
    state.message = .info("\(name) decodes as \(editor.model.name): nothing to repair")
    return []
  }
  if editor.hasUnsavedChanges {
    state.message = .error("f repairs \(name) as it is on disk: export or undo the edits made here first")
    return []
  }
  state.message = .info("finding the repair of \(name)…")
  return [.proposeRepair(editor.workspace, editor.model, path: path, name: name)]
}

/// The answers to ``proposeRepair(editor:state:)`` and to writing a repair.
func handleRepairMsg(_ msg: Msg, in state: inout AppState) -> [Effect] {
  switch msg {
  case .repairProposed(let proposal, let name):
    guard case .editor = state.screen, state.overlay == nil else { return [] }
    guard let proposal else {
      state.message = .error("\(name) is not a fixture of this workspace that must decode: nothing to repair")
      return []
    }
    state.message = nil
    state.overlay = .repair(proposal)
    return []
  case .repairWritten(let path, let name, .success):
    state.message = .info("repaired \(name)")
    guard case .editor(var editor) = state.screen, editor.sourcePath == path else { return [] }
    let effect = editor.startOpening(.file(path: path, name: name))
    state.screen = .editor(editor)
    return [effect]
  case .repairWritten(_, let name, .failure(let error)):
    state.message = .error("\(name) was not repaired: \(error)")
    return []
  default:
    return []
  }
}

/// Keys while a repair is shown: `y` (or Enter) writes it, any other key closes it.
func handleRepairKey(_ key: Key, proposal: RepairProposal, in state: inout AppState) -> [Effect] {
  state.overlay = nil
  guard proposal.repaired != nil, key == .character("y") || key == .character("Y") || key == .enter else {
    state.message = .info("\(proposal.name) is left as it is")
    return []
  }
  state.message = .info("writing the repair of \(proposal.name)…")
  return [.writeRepair(proposal)]
}
