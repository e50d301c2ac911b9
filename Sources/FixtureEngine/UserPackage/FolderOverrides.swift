import PackageDiscovery

/// The folders the command line names over what `fixture-workbench.json` says: `--sources`
/// (folders of Swift files compiled as one module, whatever package or project is there) and
/// `--fixtures` (the fixture folders), carried in the environment (`WORKBENCH_SOURCES`,
/// `WORKBENCH_FIXTURES`, one folder a line) so that the launcher's worker reads them the same.
package enum FolderOverrides {
  package static let sourcesVariable = "WORKBENCH_SOURCES"
  package static let fixturesVariable = "WORKBENCH_FIXTURES"

  /// The folders `variable` holds in `environment`, when it holds any.
  package static func folders(_ variable: String, in environment: [String: String]) -> [String]? {
    let folders = environment[variable]?.split(separator: "\n").map(String.init) ?? []
    return folders.isEmpty ? nil : folders
  }

  /// `configuration` with the folders `environment` names in place of its own.
  package static func applying(to configuration: WorkbenchConfiguration, from environment: [String: String])
    -> WorkbenchConfiguration
  {
    var configuration = configuration
    if let sources = folders(sourcesVariable, in: environment) { configuration.sources = sources }
    if let fixtures = folders(fixturesVariable, in: environment) {
      configuration.fixturePins.removeAll { !fixtures.contains($0.folder) }
      configuration.fixtures = fixtures
    }
    return configuration
  }
}
