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
    do {
      self = try Self.of(package, context: context)
    } catch {
      context.reportError(error.description)
      throw ExitCode(CommandStatus.usageError.rawValue)
    }
  }

  /// The workbench of `package`'s models, their code run by the worker `context` names, each
  /// module's workspace told of the other modules' models.
  /// - Throws: the configuration's error, or the overrides'.
  static func of(_ package: UserPackage, context: AppContext) throws(ConfigurationError) -> Workbench {
    var workbench = Workbench(registry: try registry(of: package, context: context), context: context)
    workbench.registry = workbench.registry.linkingNeighbours()
    return workbench
  }

  /// The workspaces of `package`'s models, as `fixture-workbench.json` and the overrides in
  /// `context`'s environment have them (their code run in this process).
  /// - Throws: the configuration's error, or the overrides'.
  static func registry(of package: UserPackage, context: AppContext) throws(ConfigurationError) -> WorkspaceRegistry {
    let path = package.root + "/" + WorkbenchConfiguration.fileName
    let overrides = try DecodingOverrides.read(from: context.environment)
    let loaded = try WorkbenchConfiguration.load(from: path, files: context.files)
    return package.registry(
      configuration: FolderOverrides.applying(to: loaded ?? WorkbenchConfiguration(), from: context.environment),
      overrides: overrides,
      configurationFile: loaded == nil ? nil : path, files: context.files)
  }
}

extension Workbench {
  /// The instantiation of one of `package`'s generic models that `selection` names and no
  /// workspace registers (`Page<Page<Forecast>>`), as its module writes it; `nil` when the
  /// selection names a registered model, or no instantiation of the package's generic types.
  func unregistered(_ selection: ModelSelection, in package: UserPackage) -> String? {
    guard let name = selection.model, case .unknown? = selection.failure(in: registry) else { return nil }
    return package.instantiation(named: name)
  }
}
