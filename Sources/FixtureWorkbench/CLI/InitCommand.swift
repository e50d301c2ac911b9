import ArgumentParser
import FixtureEngine
import PackageDiscovery
import PackageLauncher

/// `workbench init`: sets a user's package up for the workbench.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract:
      "Write fixture-workbench.json in a SwiftPM package or an app's folder, and print what the test target needs for the exports.",
    discussion: """
      Builds the package's launcher, finds how the package decodes its fixtures (its own decoder, \
      or the key and date strategies the fixtures need) and writes that, or nothing, into \
      fixture-workbench.json, with the folders --sources and --fixtures name; asks before it \
      replaces one that is there (--force replaces it without asking). Every key of the file is \
      optional. For a package, the lines it prints go into Package.swift; for an app, it names \
      the package to add to the Xcode project and the files to add to its test target, so that \
      exported tests compile.
      """)

  @OptionGroup var folder: PackageFolderOption

  @Flag(name: .long, help: "Replace fixture-workbench.json without asking.")
  var force = false

  func run() throws {
    let context = Workbench.current.context
    var session = try folder.session(
      context: context,
      otherwise:
        "\(context.absolutePath(folder.package ?? context.currentDirectory)) holds no package of yours: run workbench init in your SwiftPM package's or app's folder, or name it with --package DIR"
    )
    guard session.replacesConfiguration(force: force) else { session.initialize(writing: nil) }
    // What the package's fixtures need is found as every command finds it, with no configuration.
    let opened = session.open()
    // Only the folders the command line names are configured.
    var configuration = FolderOverrides.applying(to: WorkbenchConfiguration(), from: opened.context.environment)
    let workbench = Workbench(
      registry: opened.package.registry(configuration: configuration, files: opened.context.files),
      context: opened.context)
    let found = workbench.registry.workspaces.compactMap(\.packageDecoding).max { $0.decodes < $1.decodes }
    if let found {
      // A decoder stands for its strategies: dates are said only beside inferred keys.
      configuration.decoding =
        found.decoder.map { WorkbenchConfiguration.Decoding(decoder: .init($0)) }
        ?? WorkbenchConfiguration.Decoding(keys: found.keys, dates: found.dates)
    }
    var exportFolders: [String] = []
    for workspace in workbench.registry.workspaces where !exportFolders.contains(workspace.exportFolder) {
      exportFolders.append(workspace.exportFolder)
    }
    session.initialize(writing: configuration, found: found?.lines ?? [], exportFolders: exportFolders)
  }
}
