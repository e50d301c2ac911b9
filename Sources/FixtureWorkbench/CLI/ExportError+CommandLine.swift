import FixtureEngine
import FixtureExport

extension ExportError {
  /// The error as the commands say it: the engine's problem, and the option that does what is needed.
  var commandLineText: String {
    switch remedy {
    case .allowOverwrite: problem + "; pass --force to overwrite"
    case .writableFolder: problem + "; make its folder writable, or export into another folder with --exports DIR"
    case nil: problem
    }
  }
}
