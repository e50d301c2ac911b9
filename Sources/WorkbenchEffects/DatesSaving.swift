import FixtureEngine
import ModelAdapter
import PackageDiscovery
import WorkbenchContext
import WorkbenchUI

/// The work of `Effect.saveDates(_:_:_:)`: the model's date strategy written into its
/// workspace's configuration file.
enum DatesSaving {
  /// Saves `dates` for `model` in `workspace`'s configuration file through `context`'s files.
  static func save(_ dates: DecodingOptions.Dates, model: WorkspaceModel, workspace: Workspace, in context: AppContext)
    -> Msg
  {
    guard let path = workspace.configurationFile else {
      return .datesSaved(
        model: model.name, dates, .failure(DatesSaveError("no \(WorkbenchConfiguration.fileName) to save it in")))
    }
    do {
      try WorkbenchConfiguration.saveDates(dates, forModel: model.name, inFileAt: path, files: context.files)
      return .datesSaved(model: model.name, dates, .success(path))
    } catch {
      return .datesSaved(model: model.name, dates, .failure(DatesSaveError(error.description)))
    }
  }
}
