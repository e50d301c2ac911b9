import ArgumentParser
import PackageLauncher

/// `workbench init`: sets a user's package up for the workbench.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write fixture-workbench.json in a SwiftPM package, and print the test target lines the exports need.",
    discussion: """
      Asks before it replaces a fixture-workbench.json that is there (--force replaces it without \
      asking); every key of the file is optional. The lines it prints go into the package's \
      Package.swift, so that exported tests compile.
      """)

  @OptionGroup var folder: PackageFolderOption

  @Flag(name: .long, help: "Replace fixture-workbench.json without asking.")
  var force = false

  func run() throws {
    let context = Workbench.current.context
    let session: PackageSession?
    do {
      session = try PackageSession.find(folder: folder.package, context: context)
    } catch {
      throw usageError(error.description, context: context)
    }
    guard let session else {
      throw usageError(
        "\(context.absolutePath(folder.package ?? context.currentDirectory)) holds no package of yours: run workbench init in your SwiftPM package's folder, or name it with --package DIR",
        context: context)
    }
    session.initialize(force: force)
  }
}
