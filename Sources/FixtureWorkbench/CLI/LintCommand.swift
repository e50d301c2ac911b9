import ArgumentParser
import FixtureAssignment
import FixtureEngine
import FixtureLint
import Foundation
import JSONCore
import WorkbenchContext

/// `workbench lint`: re-read every fixture file of a workspace and check it against the models.
struct LintCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check every fixture file of a workspace against the current models.",
    discussion: """
      Files in a folder named after a model (Fixtures/Address/) are for that model. Files directly \
      in a fixture folder are for the model their name starts with, in any case style \
      (line-item.json, line_item-free.json and lineItem.json are LineItem's), else for the \
      workspace's first model ("by default" in the report). A fixture must decode, unless it \
      sits in a failing/ folder: then it must fail at the path that folder's expected-failures.txt \
      records, one FILE  PATH a line. --record adds the missing lines. After a model change, \
      --fix shows the smallest edit that makes each broken fixture decode (a renamed key or enum \
      case, moved keys, a lossless conversion, a required value filled for review) as a diff; \
      --fix --write applies it.

      Exit status: 0 every fixture does what it is meant to (warnings allowed), 1 a fixture does \
      not (or is not JSON, or a manifest line makes no sense), 2 a usage error, an unknown \
      workspace, or a file that could not be read or written.
      """
  )

  @Option(name: .long, help: "The workspace, e.g. Pokedex (every workspace when left out).")
  var workspace: String?

  @Option(name: .long, help: "text, json, github (GitHub Actions annotations), or junit (JUnit XML).")
  var format: LintFormat = .text

  @Flag(
    name: .long,
    help:
      "First record where each failing fixture fails, in failing/expected-failures.txt, for those that have no line yet."
  )
  var record = false

  @Flag(
    name: .long,
    help:
      "List every key a model never reads, once per model, where it first occurs (by default one line per model says how many)."
  )
  var unread = false

  @Flag(
    name: .long,
    help:
      "Lint, then lint again after each change to the package's sources, manifest, configuration or fixtures, printing only what changed (^C to stop)."
  )
  var watch = false

  @Flag(
    name: .long,
    help:
      "For each fixture that no longer decodes, print the smallest edit that makes it decode, as a diff (nothing is written without --write)."
  )
  var fix = false

  @Flag(name: .long, help: "With --fix, apply the repairs: each file rewritten atomically, only its changed lines.")
  var write = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Print why FILE went to its model: the rules that fired for it, in order, and its status.", valueName: "FILE"))
  var explain: String?

  @Flag(name: .long, help: "List the rules by which a fixture finds its model, in the order they apply, and exit.")
  var rules = false

  @OptionGroup var package: PackageOptions

  func validate() throws {
    if rules && (explain != nil || watch || record || fix || write || format != .text) {
      throw ValidationError("--rules lists the rules as text: use it alone")
    }
    if explain != nil && (watch || record || fix || format != .text) {
      throw ValidationError("--explain prints one fixture's rules as text: use it alone")
    }
    if watch && record { throw ValidationError("--record writes manifests; it does not go with --watch") }
    if write && !fix { throw ValidationError("--write applies what --fix repairs: use --fix --write") }
    if fix && (watch || record) { throw ValidationError("--fix does not go with --\(watch ? "watch" : "record")") }
    if fix && ![.text, .json].contains(format) {
      throw ValidationError("--fix prints diffs: use --format text or json")
    }
  }

  func run() async throws {
    if rules {
      Workbench.current.context.print(LintRun.rulesText)
      return
    }
    if let explain {
      let status = LintRun.explain(explain, workspace: workspace, workbench: try await package.workbench())
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    if fix {
      let status = LintFixRun.run(
        workspace: workspace, format: format, write: write, workbench: try await package.workbench())
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    if watch {
      try LintWatchCommand(workspace: workspace, format: format, listingUnread: unread, package: package).run()
      return
    }
    let status = LintRun.run(
      workspace: workspace, format: format, record: record, listingUnread: unread,
      workbench: try await package.workbench())
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// What `workbench lint` does and prints.
enum LintRun {
  /// How a manifest `lint --record` writes says it is kept.
  static let manifestUpkeep =
    "`workbench lint` checks these lines; `workbench lint --record` adds the missing ones. Edit freely."

  static func run(
    workspace name: String?, format: LintFormat, record: Bool, listingUnread: Bool = false, workbench: Workbench
  ) -> CommandStatus {
    let context = workbench.context
    guard let workspaces = workspaces(named: name, in: workbench) else { return .usageError }
    // The server's contract, when the configuration names one, is checked beside the fixtures.
    let contract: ContractRun.Contract?
    switch ContractRun.load(nil, workbench: workbench) {
    case .success(let loaded): contract = loaded
    case .failure(let problem):
      context.reportError("workbench lint: \(problem.message)")
      return .usageError
    }
    var statuses: [CommandStatus] = []
    var reports: [JSONValue] = []
    var suites: [LintJUnit.Suite] = []
    if workbench.registry.workspaces.count > 1 {
      // A model learns over the fixtures any workspace gives its type: all are fitted first.
      let line = format == .text ? ProgressLine(context: context) : nil
      workbench.registry.keepFits(in: context) { workspace, fitted, total in
        line?.update("lint \(workspace.name): \(LintProgress.fitting(fitted, of: total))")
      }
      line?.finish()
    }
    for workspace in workspaces {
      // Progress only beside a text report: JSON, JUnit and annotations are read by programs.
      let line = format == .text ? ProgressLine(context: context) : nil
      var report = workspace.lint(
        in: context, recording: record, upkeep: Self.manifestUpkeep, listingUnread: listingUnread
      ) { step in
        line?.update("lint \(workspace.name): \(step)")
      }
      if let contract {
        report.contract = workspace.checkContract(contract.document, pins: contract.pins) { step in
          line?.update("lint \(workspace.name): contract, \(step)")
        }
      }
      line?.finish()
      switch format {
      case .text:
        if workspaces.count > 1 { context.print("workspace \(workspace.name):\n") }
        context.print(
          LintFixText(workspace: workspace, currentDirectory: context.currentDirectory)
            .staleWarnings(workspace.staleGeneratedFiles(in: context)))
        context.print(LintText(workspace: workspace, currentDirectory: context.currentDirectory).text(report))
      case .json:
        reports.append(LintJSON.report(report, workspace: workspace))
      case .github:
        let text = LintText(workspace: workspace, currentDirectory: context.currentDirectory)
        context.print(LintAnnotations(text: text).annotations(report))
      case .junit:
        suites.append(
          LintJUnit.Suite(
            text: LintText(workspace: workspace, currentDirectory: context.currentDirectory), report: report))
      }
      switch report.outcome {
      case .passes: statuses.append(.success)
      case .broken: statuses.append(.failure)
      case .incomplete: statuses.append(.usageError)
      }
    }
    if format == .junit { context.print(LintJUnit(suites: suites).document) }
    if format == .json {
      // One workspace's report as it always was; several as an array of them.
      context.print((reports.count == 1 ? reports[0] : .array(reports)).prettyText + "\n")
    }
    if statuses.contains(.usageError) { return .usageError }
    return statuses.contains(.failure) ? .failure : .success
  }

  /// `lint --rules`: each rule's name and what it says, in the order they apply.
  static var rulesText: String {
    let width = AssignmentRule.all.map(\.id.rawValue.count).max() ?? 0
    return AssignmentRule.all.map { rule in
      rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + rule.summary
    }.joined(separator: "\n") + "\n"
  }

  /// `lint --explain FILE`: lints the workspaces, then prints why `file` went where it went.
  static func explain(_ file: String, workspace name: String?, workbench: Workbench) -> CommandStatus {
    let context = workbench.context
    guard let workspaces = workspaces(named: name, in: workbench) else { return .usageError }
    let wanted = URL(fileURLWithPath: context.absolutePath(file)).standardized.path
    for workspace in workspaces {
      let fixtures = workspace.fixtureFiles(in: context)
      guard fixtures.contains(where: { URL(fileURLWithPath: $0.path).standardized.path == wanted }) else { continue }
      let line = ProgressLine(context: context)
      let report = workspace.lint(in: context) { step in line.update("lint \(workspace.name): \(step)") }
      line.finish()
      guard
        let result = report.fixtures.first(where: { URL(fileURLWithPath: $0.fixture.path).standardized.path == wanted })
      else { continue }
      var explanation = FixtureExplanation(result, in: workspace)
      explanation.file = file
      context.print(explanation.text)
      return .success
    }
    let folders = workspaces.flatMap { workspace in workspace.fixtureFolders.map(workspace.path) }
    context.reportError(
      "workbench lint: \(file) is not a fixture of \(name.map { "workspace \($0)" } ?? "any workspace"); fixtures are the .json files in \(folders.joined(separator: ", "))"
    )
    return .usageError
  }

  /// The workspace `name` names, or every workspace; `nil`, the error reported, when there is no
  /// such workspace.
  static func workspaces(named name: String?, in workbench: Workbench) -> [Workspace]? {
    do {
      return try workbench.registry.workspaces(named: name)
    } catch {
      workbench.context.reportError("workbench lint: \(error)")
      return nil
    }
  }
}
