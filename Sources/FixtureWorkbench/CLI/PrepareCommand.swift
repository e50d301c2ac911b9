import ArgumentParser

/// `workbench prepare`: builds the package's launcher when the package changed, and lists its
/// models, printing nothing but what goes wrong. Not for people: the app runs it in the
/// background when the package's code changes, so that a build that fails never stops the app.
struct PrepareCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prepare", abstract: "Build the package's launcher when the package changed.", shouldDisplay: false)

  @OptionGroup var package: PackageOptions

  @Flag(help: "When only Swift sources changed, build the launcher and leave its plan to the next run.")
  var launcherFirst = false

  func run() async throws {
    _ = try await package.workbench(checkingPlan: !launcherFirst)
  }
}
