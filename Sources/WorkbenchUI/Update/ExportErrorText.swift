import FixtureEngine
import FixtureExport

/// An export error as the app says it: the engine's problem, and what to do in the app.
func exportErrorText(_ error: ExportError) -> String {
  switch (error, error.remedy) {
  case (.wouldOverwrite(let paths), _):
    "\(paths.count == 1 ? "a file" : "\(paths.count) files") changed since the plan was made; nothing written. Export again to see what would change."
  case (_, .writableFolder?):
    error.problem + "; make its folder writable, or open with --exports DIR"
  case (_, .allowOverwrite?), (_, nil):
    error.problem
  }
}
