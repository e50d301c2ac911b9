import ArgumentParser
import WorkbenchContext

/// Says `workbench: MESSAGE` on standard error and exits with status 2: a usage error found when
/// the command runs, after its arguments parsed.
func usageError(_ message: String, context: AppContext) -> ExitCode {
  context.reportError("workbench: " + message)
  return ExitCode(CommandStatus.usageError.rawValue)
}
