import ArgumentParser
import FixtureEngine
import PackageDiscovery
import WorkbenchContext

extension Workbench {
  /// Whose models the commands run on when no `--package` is named.
  public enum PackageLookup: Sendable {
    /// The registry's workspaces only: a hand-written launcher, tests.
    case none
    /// The package in the current folder, or `--package DIR`, when there is one; else the
    /// registry's workspaces. The installed `workbench`.
    case find
    /// This package's models.
    case given(UserPackage)
  }

  /// The workbench of `package`'s models: `fixture-workbench.json` at its root, with the
  /// overrides `context`'s environment holds (`--keys`, `--dates`) over it for every model.
  /// - Throws: an exit with status 2, after saying why, when the configuration is wrong.
  init(package: UserPackage, context: AppContext) throws {
    let path = package.root + "/" + WorkbenchConfiguration.fileName
    let registry: WorkspaceRegistry
    do {
      let overrides = try DecodingOverrides.read(from: context.environment)
      let loaded = try WorkbenchConfiguration.load(from: path, files: context.files)
      registry = package.registry(
        configuration: loaded ?? WorkbenchConfiguration(), overrides: overrides,
        configurationFile: loaded == nil ? nil : path, files: context.files)
    } catch {
      context.reportError(error.description)
      throw ExitCode(CommandStatus.usageError.rawValue)
    }
    self.init(registry: registry, context: context)
  }
}
