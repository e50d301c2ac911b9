import ArgumentParser
import FixtureEngine
import FixtureExport
import Foundation
import WorkbenchContext
import WorkbenchUI

/// `workbench export`: a model state as a fixture file and as Swift code for a test target.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export a model state as a JSON fixture file and as Swift code (the fragment type and a test).",
    discussion: """
      The state is a workspace fixture (--fixture NAME), or the model's starting payload. A \
      fixture with no --model exports as the model lint gives it. With \
      neither --swift nor --json, the Swift code is written into the workspace's export folder \
      (or --exports DIR), under names made from the state's name.

      --swift FILE puts the test at FILE and the fragment files beside it; --json FILE writes \
      the fixture to FILE. A relative FILE starts from the current folder. A file with other \
      contents is only replaced with --force. Writes are atomic (a temporary file, then a \
      rename). --dry-run lists the files and what writing them would do.

      Exit status: 0 written (or unchanged, or a dry run), 2 a usage error, an unknown name, a \
      file that would be replaced without --force, or a file that could not be read or written.
      """
  )

  @OptionGroup var selection: ModelSelection

  @Option(name: .long, help: "A fixture of the workspace to export, e.g. charizard.")
  var fixture: String?

  @Option(name: .long, help: "The state's name for file and test names (default: the fixture's name, or the model's).")
  var name: String?

  @Option(name: .long, help: ArgumentHelp("Write the Swift test to FILE.", valueName: "FILE"))
  var swift: String?

  @Option(name: .long, help: ArgumentHelp("Write the payload as a fixture file to FILE.", valueName: "FILE"))
  var json: String?

  @Option(name: .long, help: "The test framework of the Swift test: xctest or swift-testing.")
  var test: TestFrameworkArgument = .swiftTesting

  @Flag(name: .long, help: "Replace files that have other contents.")
  var force = false

  @Option(
    name: .long, help: ArgumentHelp("Use DIR as the export folder instead of the workspace's own.", valueName: "DIR"))
  var exports: String?

  @Flag(name: .long, help: "List the files and what writing them would do, and write nothing.")
  var dryRun = false

  @OptionGroup var package: PackageOptions

  func run() async throws {
    var kinds: [(kind: ExportRequest.Kind, destination: String?)] = []
    if let json { kinds.append((.fixture, json)) }
    if swift != nil || json == nil { kinds.append((.swift(test.framework), swift)) }
    var workbench = try await package.workbench(selecting: selection)
    if let exports {
      workbench.registry = workbench.registry.exporting(to: workbench.context.absolutePath(exports))
    }
    let status = ExportRun.run(
      selection: selection, fixture: fixture, name: name, kinds: kinds,
      force: force, dryRun: dryRun, workbench: workbench)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// `xctest` or `swift-testing` on the command line.
enum TestFrameworkArgument: String, ExpressibleByArgument, CaseIterable {
  case xctest
  case swiftTesting = "swift-testing"

  var framework: TestFramework { self == .xctest ? .xcTest : .swiftTesting }
}

/// Plans and writes exports for the `export` and `matrix` commands.
enum ExportRun {
  static func run(
    selection: ModelSelection, fixture: String?, name: String?,
    kinds: [(kind: ExportRequest.Kind, destination: String?)],
    force: Bool, dryRun: Bool, workbench: Workbench
  ) -> CommandStatus {
    let context = workbench.context
    let command = kinds.contains { if case .matrix = $0.kind { true } else { false } } ? "matrix" : "export"
    let workspace: Workspace
    let model: WorkspaceModel
    let state: ExportState
    do {
      (workspace, model) = try selection.filled(byFixture: fixture, in: workbench).resolve(in: workbench.registry)
    } catch {
      context.reportError("workbench \(command): \(error)")
      return .usageError
    }
    workbench.registry.keepFits(in: context)
    do {
      state = try ExportState.resolve(
        fixture: fixture, name: name, workspace: workspace, model: model, context: context)
    } catch {
      context.reportError("workbench \(command): \(error.message)")
      return .usageError
    }
    var plans: [ExportPlan] = []
    for (kind, destination) in kinds {
      do {
        plans.append(
          try workspace.planExport(
            ExportRequest(kind, name: state.name, payload: state.payload, destination: destination), model: model,
            in: context))
      } catch {
        context.reportError("workbench \(command): \(error.commandLineText)")
        return .usageError
      }
    }
    for plan in plans {
      if let count = plan.caseCount { context.print("\(count) case\(count == 1 ? "" : "s")\n") }
    }
    let overwrites = plans.flatMap(\.overwrites)
    if dryRun || (!force && !overwrites.isEmpty) {
      for plan in plans { context.print(ExportPlanText.lines(plan, written: false, in: context)) }
      noteWhatTheTestTargetLacks(workspace, plans, context)
      if !dryRun {
        let paths = overwrites.map { ExportPlanText.relative($0.path, in: context) }
        context.reportError("workbench \(command): \(ExportError.wouldOverwrite(paths).commandLineText)")
        return .usageError
      }
      return .success
    }
    for plan in plans {
      do {
        try workspace.write(plan, overwriting: force, in: context)
      } catch {
        context.reportError("workbench \(command): \(error.commandLineText)")
        return .usageError
      }
      context.print(ExportPlanText.lines(plan, written: true, in: context))
    }
    noteWhatTheTestTargetLacks(workspace, plans, context)
    return .success
  }

  /// Says what the test target lacks when Swift files go to its export folder.
  private static func noteWhatTheTestTargetLacks(_ workspace: Workspace, _ plans: [ExportPlan], _ context: AppContext) {
    guard let note = exportNote(for: plans, in: workspace) else { return }
    context.reportError("note: \(note)")
  }
}
