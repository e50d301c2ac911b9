import FixtureEngine
import Foundation
import ModelAdapter
import PackageDiscovery
import WorkbenchContext

extension WorkbenchCommand {
  /// Runs the command line over the models of a user's package, as the installed `workbench` does
  /// with its launcher's catalog (or a hand-made package of models run in this process): reads `fixture-workbench.json` at the package root, takes `--keys` and `--dates` (which win
  /// over the file, for every model), and runs ``launch(workspaces:context:arguments:)``.
  /// A configuration error exits with status 2.
  public static func launch(
    package: UserPackage, context: AppContext = .live, arguments: [String]? = nil
  ) async -> Never {
    var context = context
    var arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    let overrides: WorkbenchConfiguration.Decoding
    let configuration: WorkbenchConfiguration
    let path = package.root + "/" + WorkbenchConfiguration.fileName
    let loaded: WorkbenchConfiguration?
    do {
      overrides = try DecodingOverrides.take(from: &arguments, environment: &context.environment)
      loaded = try WorkbenchConfiguration.load(from: path, files: context.files)
      configuration = loaded ?? WorkbenchConfiguration()
    } catch {
      context.reportError(error.description)
      context.exit(CommandStatus.usageError.rawValue)
    }
    await launch(
      workspaces: package.registry(
        configuration: configuration, overrides: overrides, configurationFile: loaded == nil ? nil : path),
      context: context,
      arguments: arguments)
  }
}
