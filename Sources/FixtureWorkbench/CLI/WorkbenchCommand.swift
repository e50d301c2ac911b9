import ArgumentParser
import FixtureEngine
import Foundation
import WorkbenchContext

/// The `workbench` command line: one subcommand per job over the same engine.
public struct WorkbenchCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "workbench",
    abstract: "Compose, check and format JSON fixtures for Swift Decodable models.",
    discussion: """
      In a SwiftPM package (or with --package DIR) the commands work on the package's models, \
      whose code runs in a launcher the workbench builds under the package's .build/. In an \
      app's folder (an .xcodeproj, or an .xcworkspace naming one) they work on the models of \
      the project's targets that compile here; --sources DIR names a folder of Swift files \
      instead. Outside all of these they say so and exit 2; workbench demo opens the bundled \
      example workspaces.

      Exit status: 0 success, 1 a file is invalid or not formatted, 2 a usage or I/O error.
      """,
    subcommands: [
      OpenCommand.self, InspectCommand.self, SchemaCommand.self, ExportCommand.self, MatrixCommand.self,
      LintCommand.self, ContractCommand.self, FmtCommand.self, InitCommand.self, DemoCommand.self, WorkerCommand.self,
      PrepareCommand.self,
    ],
    defaultSubcommand: OpenCommand.self
  )

  public init() {}

  /// Runs the command line over the workspaces of `registry`, and exits the process with the
  /// command's status. Usage errors exit with 2.
  ///
  /// - Parameters:
  ///   - registry: the workspaces the commands work on.
  ///   - packages: whose models the commands run on: `.find` (the installed `workbench`) runs them
  ///     on the package in the current folder or `--package DIR`, and on `registry` only where
  ///     there is none.
  ///   - context: the side effects.
  ///   - arguments: the command line; the process's arguments when `nil`.
  public static func launch(
    workspaces registry: WorkspaceRegistry, packages: Workbench.PackageLookup = .none,
    context: AppContext = .live, arguments: [String]? = nil
  ) async -> Never {
    let servesModels = (arguments ?? Array(CommandLine.arguments.dropFirst())).first == WorkerCommand.name
    var workbench = Workbench(registry: registry, context: context, servesModels: servesModels)
    workbench.packages = packages
    Workbench.current = workbench
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      exit(withError: nil)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        if code == .success { context.print(message + "\n") } else { context.reportError(message) }
      }
      Foundation.exit(code == .validationFailure ? CommandStatus.usageError.rawValue : code.rawValue)
    }
  }
}
