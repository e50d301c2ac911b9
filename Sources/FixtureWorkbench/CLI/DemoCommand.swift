import ArgumentParser
import WorkbenchContext

/// `workbench demo`: the terminal workbench on the demo workspaces bundled with it, wherever it
/// runs, as `workbench open` takes its arguments.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Open the terminal workbench on its bundled demo workspaces (Pokedex, Locations, ...).",
    discussion: """
      Takes what open takes: workbench demo Pokedex --model Pokemon. Other commands run on the \
      demo workspaces with WORKBENCH_BUNDLED=1 (workbench lint, workbench schema ...).
      """
  )

  @Argument(parsing: .captureForPassthrough, help: "What open takes: a workspace, --model, --fixture, ...")
  var arguments: [String] = []

  func run() async throws {
    Workbench.current.context.environment[PackageFolderOption.bundledVariable] = "1"
    var open: OpenCommand
    do {
      open = try OpenCommand.parse(arguments)
    } catch {
      // Open's help and usage errors, not the whole command line's.
      let code = OpenCommand.exitCode(for: error)
      let message = OpenCommand.fullMessage(for: error)
      let context = Workbench.current.context
      if code == .success { context.print(message + "\n") } else { context.reportError(message) }
      throw ExitCode(code == .validationFailure ? CommandStatus.usageError.rawValue : code.rawValue)
    }
    try await open.run()
  }
}
