import FixtureEngine
import FixtureLint
import JSONCore
import WorkbenchContext

/// What `workbench lint --fix` does and prints.
enum LintFixRun {
  static func run(workspace name: String?, format: LintFormat, write: Bool, workbench: Workbench) -> CommandStatus {
    let context = workbench.context
    guard let workspaces = LintRun.workspaces(named: name, in: workbench) else { return .usageError }
    var fixes: [FixtureFix] = []
    var reports: [JSONValue] = []
    var otherwiseBroken = false
    var failedWrites = false
    var generated: [GeneratedFile] = []
    for workspace in workspaces {
      let line = format == .text ? ProgressLine(context: context) : nil
      let report = workspace.lint(in: context) { line?.update("lint \(workspace.name): \($0)") }
      line?.update("lint --fix \(workspace.name): repairing")
      let found = workspace.repairs(for: report, in: context)
      line?.finish()
      let repairable = Set(found.map(\.fixture.path))
      otherwiseBroken =
        otherwiseBroken
        || report.fixtures.contains { $0.status == .broken && !repairable.contains($0.fixture.path) }
      let text = LintFixText(workspace: workspace, currentDirectory: context.currentDirectory)
      var written: [String] = []
      // Generated files are written again once the fixtures are: the model is learned over
      // its fixtures, which must decode for the fragment to map each key to its property.
      let outcome = write ? workspace.write(found, in: context) : nil
      let stale = workspace.staleGeneratedFiles(in: context)
      generated += stale
      if let outcome {
        let rewritten = workspace.write(stale, in: context)
        written = outcome.written + rewritten.written
        for failure in outcome.failed + rewritten.failed {
          failedWrites = true
          context.reportError("workbench lint --fix: \(failure.path): \(failure.reason)")
        }
      }
      switch format {
      case .json:
        reports.append(LintFixJSON.report(found, generated: stale, workspace: workspace, written: written))
      default:
        context.print(text.repairs(found) + text.generated(stale))
        context.print(text.written(written))
      }
      fixes += found
    }
    if format == .json {
      context.print((reports.count == 1 ? reports[0] : .array(reports)).prettyText + "\n")
    } else {
      context.print(LintFixText.summary(fixes, generated: generated, written: write))
    }
    if failedWrites { return .usageError }
    let left =
      fixes.contains { $0.repairedText == nil } || generated.contains { $0.regenerated == nil }
      || (!write && !(fixes.isEmpty && generated.isEmpty))
    return left || otherwiseBroken ? .failure : .success
  }
}
