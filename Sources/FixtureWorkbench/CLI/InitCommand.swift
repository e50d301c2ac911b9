import ArgumentParser
import PackageDiscovery
import PackageLauncher

/// `workbench init`: sets a user's package up for the workbench.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write fixture-workbench.json in a SwiftPM package, and print the test target lines the exports need.",
    discussion: """
      Builds the package's launcher, finds how the package decodes its fixtures (its own decoder, \
      or the key and date strategies the fixtures need) and writes that, or nothing, into \
      fixture-workbench.json; asks before it replaces one that is there (--force replaces it \
      without asking). Every key of the file is optional. The lines it prints go into the \
      package's Package.swift, so that exported tests compile.
      """)

  @OptionGroup var folder: PackageFolderOption

  @Flag(name: .long, help: "Replace fixture-workbench.json without asking.")
  var force = false

  func run() throws {
    let context = Workbench.current.context
    var session = try folder.session(
      context: context,
      otherwise:
        "\(context.absolutePath(folder.package ?? context.currentDirectory)) holds no package of yours: run workbench init in your SwiftPM package's folder, or name it with --package DIR"
    )
    guard session.replacesConfiguration(force: force) else { session.initialize(writing: nil) }
    // What the package's fixtures need is found as every command finds it, with no configuration.
    let opened = session.open()
    let workbench = Workbench(
      registry: opened.package.registry(configuration: WorkbenchConfiguration(), files: opened.context.files),
      context: opened.context)
    var configuration = WorkbenchConfiguration()
    let found = workbench.registry.workspaces.compactMap(\.packageDecoding).max { $0.decodes < $1.decodes }
    if let found {
      // A decoder stands for its strategies: dates are said only beside inferred keys.
      configuration.decoding =
        found.decoder.map { WorkbenchConfiguration.Decoding(decoder: .init($0)) }
        ?? WorkbenchConfiguration.Decoding(keys: found.keys, dates: found.dates)
    }
    session.initialize(writing: configuration, found: found?.lines ?? [])
  }
}
