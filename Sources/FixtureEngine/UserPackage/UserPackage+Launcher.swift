import Foundation
import PackageDiscovery
import WorkbenchContext

extension UserPackage {
  /// The argument with which the installed `workbench` asks a launcher for its ``Catalog``.
  public static let catalogArgument = "catalog"
  /// The argument with which it starts a launcher as its worker.
  public static let workerArgument = "worker"

  /// What the launcher the workbench builds in a user's package does: `catalog` prints the
  /// package's ``Catalog`` as JSON; `worker` runs the models' code for the installed `workbench`,
  /// over standard input and output, with the decoding `fixture-workbench.json` and the
  /// overrides in the environment (`WORKBENCH_KEYS`, `WORKBENCH_DATES`) give each model, and
  /// learns each over the fixtures the workbench's kept fits give it (``launcherBuildVariable``). The
  /// commands and the app run in the installed `workbench`, never here.
  public func runLauncher(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()), context: AppContext = .live
  ) -> Never {
    switch arguments.first {
    case Self.catalogArgument:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      do {
        context.writeOutput(try encoder.encode(catalog) + Data("\n".utf8))
      } catch {
        context.reportError("workbench-launcher: cannot write the catalog: \(error)")
        context.exit(2)
      }
      context.exit(0)
    case Self.workerArgument:
      let path = root + "/" + WorkbenchConfiguration.fileName
      do {
        let overrides = try DecodingOverrides.read(from: context.environment)
        let loaded = try WorkbenchConfiguration.load(from: path, files: context.files)
        var package = self
        package.launcherBuild = context.environment[Self.launcherBuildVariable]
        let registry = package.registry(
          configuration: FolderOverrides.applying(to: loaded ?? WorkbenchConfiguration(), from: context.environment),
          overrides: overrides,
          configurationFile: loaded == nil ? nil : path)
        ModelWorkerServer.serve(registry)
        context.exit(0)
      } catch {
        context.reportError(error.description)
        context.exit(2)
      }
    default:
      context.reportError(
        "workbench-launcher runs the models of \(root) for the workbench: run `workbench` in that folder")
      context.exit(2)
    }
  }
}
