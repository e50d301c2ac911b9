import FixtureEngine
import WorkbenchContext

extension WorkbenchCommand {
  /// Runs the command line over the models of a user's package, as the installed `workbench`
  /// does with its launcher's catalog (or a hand-made package of models run in this process):
  /// `fixture-workbench.json` at the package root and `--keys` and `--dates` (which win over the
  /// file, for every model) give each model its decoding. A configuration error exits with
  /// status 2.
  public static func launch(
    package: UserPackage, context: AppContext = .live, arguments: [String]? = nil
  ) async -> Never {
    await launch(workspaces: WorkspaceRegistry([]), packages: .given(package), context: context, arguments: arguments)
  }
}
