import ArgumentParser
import FixtureEngine
import FixtureExport

/// `workbench matrix`: a scenario matrix of a model as one parameterized Swift Testing test.
struct MatrixCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "matrix",
    abstract: "Export a scenario matrix (presence x enum cases x array sizes) as one parameterized Swift Testing test.",
    discussion: """
      Each case changes the starting state (a workspace fixture with --fixture, or the model's \
      starting payload): a key null or absent, an enum case, an array of 0, 1 or 3 elements. \
      Its expected outcome (decodes, or fails at a path) is worked out by decoding it. The \
      case count is printed first; --dry-run stops there and lists the files. Pairwise gives \
      each failing choice a case of its own, so every case fails for one reason.

      Files go into --out DIR (a relative DIR starts from the current folder), or else the \
      workspace's export folder.

      Exit status: 0 written (or a dry run), 2 a usage error, an unknown name, too many cases, \
      a file that would be replaced without --force, or a file that could not be written.
      """
  )

  @OptionGroup var selection: ModelSelection

  @Option(name: .long, help: "A fixture of the workspace to start from, e.g. stable-release.")
  var fixture: String?

  @Option(name: .long, help: "each-choice, pairwise or full.")
  var strategy: StrategyArgument = .pairwise

  @Option(
    name: .long,
    help: ArgumentHelp("The folder to write to (default: the workspace's export folder).", valueName: "DIR"))
  var out: String?

  // Not `--fixtures`, which every command's package options take for the fixture folders.
  @Flag(name: .long, help: "Also write one fixture file per case (failing ones in a failing/ folder).")
  var writeFixtures = false

  @Flag(name: .long, help: "Print the case count and the files, and write nothing.")
  var dryRun = false

  @Flag(name: .long, help: "Replace files that have other contents.")
  var force = false

  @OptionGroup var package: PackageOptions

  func run() async throws {
    let status = ExportRun.run(
      selection: selection, fixture: fixture, name: nil,
      kinds: [(.matrix(strategy.strategy, fixtures: writeFixtures), out)],
      force: force, dryRun: dryRun, workbench: try await package.workbench(selecting: selection))
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// `each-choice`, `pairwise` or `full` on the command line.
enum StrategyArgument: String, ExpressibleByArgument, CaseIterable {
  case eachChoice = "each-choice"
  case pairwise
  case full

  var strategy: ScenarioStrategy {
    switch self {
    case .eachChoice: .eachChoice
    case .pairwise: .pairwise
    case .full: .full
    }
  }
}
