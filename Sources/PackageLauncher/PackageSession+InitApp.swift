import PackageDiscovery

extension PackageSession {
  /// What an app's test target needs for exported tests to compile, as `init` says it: the
  /// workbench's package at `workbench` to add to the project, its libraries to link, and the
  /// files the exports write into `exportFolders` to add to the test target.
  func appSetUp(workbench: String, exportFolders: [String]) -> String {
    let folders = exportFolders.isEmpty ? "its Generated folder" : exportFolders.joined(separator: ", ")
    guard let appProject, let project = try? XcodeProject(at: appProject, files: files) else {
      return """
        For exported tests to compile, the test target that builds \
        \((appSources ?? []).joined(separator: ", ")) needs the package at \(workbench) (its libraries \
        JSONFragment and ModelAdapter), and the files `workbench export` writes in \(folders).

        """
    }
    let modelTargets = Set(project.targets.filter(\.kind.holdsModels).map(\.name))
    let tests = project.targets.filter { $0.kind == .unitTests }
    let testing = tests.filter { !modelTargets.isDisjoint(with: $0.dependencies) }
    let names = (testing.isEmpty ? tests : testing).map(\.name)
    let targets = names.isEmpty ? "a unit-test target (add one: the exports are tests)" : names.joined(separator: ", ")
    return """
      For exported tests to compile in \(project.name).xcodeproj:
        1. Add the package at \(workbench) to the project (File > Add Package Dependencies…, \
      Add Local…), and link its JSONFragment and ModelAdapter libraries to \(targets).
        2. Add the files `workbench export` writes in \(folders) to \(targets).

      """
  }
}
