import FixtureEngine
import ModelAdapter
import PackageDiscovery

/// `D`: decodes the payload with the next date strategy, then offers to save it in
/// `fixture-workbench.json` when the workspace has one, or says that it holds for this session.
func cycleDates(editor: inout EditorState, state: inout AppState) -> [Effect] {
  let effect = editor.cycleDates()
  guard let dates = editor.dates else {
    state.message = .info("dates: \(editor.model.decoding.dates.description), \(editor.model.name)'s own")
    return [effect]
  }
  if editor.workspace.configurationFile != nil {
    state.overlay = .saveDates(dates)
  } else {
    state.message = .info(
      "dates: \(dates.description) for this session only (no \(WorkbenchConfiguration.fileName) to save it in)")
  }
  return [effect]
}

/// Keys while the app asks whether to save a date strategy: `y` saves it, `D` moves on to the next
/// strategy, any other key keeps it for this session.
func handleSaveDatesKey(_ key: Key, dates: DecodingOptions.Dates, in state: inout AppState) -> [Effect] {
  state.overlay = nil
  guard case .editor(var editor) = state.screen else { return [] }
  switch key {
  case .character("y"), .character("Y"):
    state.message = .info("saving \"dates\": \"\(dates.description)\" for \(editor.model.name)…")
    return [.saveDates(editor.workspace, editor.model, dates)]
  case .character("D"):
    let effects = cycleDates(editor: &editor, state: &state)
    state.screen = .editor(editor)
    return effects
  default:
    state.message = .info("dates: \(dates.description) for this session only (not saved)")
    return []
  }
}

/// The question the status line asks while ``AppState/Overlay/saveDates(_:)`` is up.
func saveDatesQuestion(_ dates: DecodingOptions.Dates, model: String) -> String {
  "save \"dates\": \"\(dates.description)\" for \(model) in \(WorkbenchConfiguration.fileName)? y/n"
}

/// Says whether the date strategy was saved.
func datesSaved(
  model: String, _ dates: DecodingOptions.Dates, _ result: Result<String, DatesSaveError>, in state: inout AppState
) {
  switch result {
  case .success:
    var text = "saved \"dates\": \"\(dates.description)\" for \(model) in \(WorkbenchConfiguration.fileName)"
    if case .editor(let editor) = state.screen, let given = editor.workspace.datesFromCommandLine {
      text += "; --dates \(given.description) still wins while it is given"
    }
    state.message = .info(text)
  case .failure(let error):
    state.message = .error("could not save \"dates\": \(error.message)")
  }
}
