import ArgumentParser
import FixtureEngine
import Foundation
import WorkbenchContext

/// The `workbench` command line: one subcommand per job over the same engine.
public struct WorkbenchCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "workbench",
    abstract: "Compose, check and format JSON fixtures for Swift Decodable models.",
    discussion: "Exit status: 0 success, 1 a file is invalid or not formatted, 2 a usage or I/O error.",
    subcommands: [
      OpenCommand.self, InspectCommand.self, SchemaCommand.self, ExportCommand.self, MatrixCommand.self,
      LintCommand.self, FmtCommand.self, WorkerCommand.self,
    ],
    defaultSubcommand: OpenCommand.self
  )

  public init() {}

  /// Runs the command line in `arguments` (the process arguments when `nil`) over the workspaces
  /// of `registry`, and exits the process with the command's status. Usage errors exit with 2.
  public static func launch(
    workspaces registry: WorkspaceRegistry, context: AppContext = .live, arguments: [String]? = nil
  ) async -> Never {
    let servesModels = (arguments ?? Array(CommandLine.arguments.dropFirst())).first == WorkerCommand.name
    WorkbenchEnvironment.current = WorkbenchEnvironment(
      registry: registry, context: context, servesModels: servesModels)
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

/// The exit statuses every subcommand shares.
public enum CommandStatus: Int32, Sendable, Comparable {
  /// Everything checked out.
  case success = 0
  /// An input is invalid, or not as the command expects (not formatted, does not decode).
  case failure = 1
  /// The command was called wrongly, or a file could not be read or written.
  case usageError = 2

  public static func < (lhs: CommandStatus, rhs: CommandStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
