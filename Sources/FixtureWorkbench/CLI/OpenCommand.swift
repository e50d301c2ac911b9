import ArgumentParser
import ContractCheck
import FixtureEngine
import Foundation
import JSONCore
import PayloadSources
import TerminalBackend
import WorkbenchContext
import WorkbenchUI

/// `workbench` and `workbench open`: the terminal workbench.
struct OpenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open the terminal workbench (the default when workbench runs without a command).",
    discussion: """
      With no workspace it starts at the list of workspaces. --model goes straight to a \
      model's editor; --fixture or --payload opens a payload in it (--payload takes a FILE, - \
      for standard input, or an http(s) URL). A fixture with no --model opens in the model lint \
      gives it.

      Many payloads: repeat --payload, or give a folder, an .ndjson/.jsonl log or a .har \
      capture (--at PATH and --url-contains TEXT as for inspect); [ and ] step through them, \
      the title shows the position and how many fail, S shows the whole set in the verdict pane.

      --contract api.yaml --model M checks the model against a server's OpenAPI document (as \
      workbench contract does) and opens each payload it refuses as a set, named by field and \
      change (note-null); x exports one as a fixture (into failing/, with its line in \
      failing/expected-failures.txt) or as a test.

      Payloads over 512 MiB are refused before reading; WORKBENCH_MAX_PAYLOAD=2G raises the \
      limit. Keys: ? in the app. Needs a terminal (TERM set, not dumb); in scripts use \
      inspect, schema, fmt. NO_COLOR=1 turns colors off.
      """
  )

  @Argument(help: "The workspace to open, e.g. Pokedex.")
  var workspace: String?

  @Option(name: .long, help: "The model to edit, e.g. Pokemon.")
  var model: String?

  @Option(name: .long, help: "A fixture of the workspace to open, e.g. charizard or failing/index-as-string.")
  var fixture: String?

  @Option(
    name: .long,
    help: "A payload to open: FILE, - or an http(s) URL; repeat it, or give a folder, .ndjson or .har, for many.")
  var payload: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Open the payloads --model refuses that this OpenAPI document allows (the configuration's when empty).",
      valueName: "DOC"))
  var contract: String?

  @Option(
    name: .long, help: ArgumentHelp("With many payloads: where the model sits in each envelope.", valueName: "PATH"))
  var at: String?

  @Option(
    name: .long, help: ArgumentHelp("With a HAR capture: keep entries whose URL contains TEXT.", valueName: "TEXT"))
  var urlContains: String?

  @Flag(name: .long, help: "Start with mouse capture off (M toggles it in the app).")
  var noMouse = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Write exports (x, m in the app) of every workspace into DIR instead of the workspace's own export folder.",
      discussion: "Defaults to $\(Self.exportsVariable) when set.", valueName: "DIR"))
  var exports: String?

  @OptionGroup var package: PackageOptions

  /// The environment variable that sets `--exports`.
  static let exportsVariable = "WORKBENCH_EXPORTS"

  func validate() throws {
    if fixture != nil && !payload.isEmpty { throw ValidationError("Give --fixture or --payload, not both.") }
    if contract != nil && (fixture != nil || !payload.isEmpty) {
      throw ValidationError("Give --contract, --fixture or --payload, not two of them.")
    }
    if contract != nil && model == nil {
      throw ValidationError("--contract needs --model: the model whose refusals to open.")
    }
  }

  func run() async throws {
    var workbench = try await package.workbench(selecting: ModelSelection(workspace: workspace, model: model))
    if let folder = exports ?? workbench.context.environment[Self.exportsVariable], !folder.isEmpty {
      workbench.registry = workbench.registry.exporting(to: workbench.context.absolutePath(folder))
    }
    let selection = ModelSelection(workspace: self.workspace, model: self.model)
      .filled(byFixture: fixture, in: workbench)
    var (workspace, model) = (selection.workspace, selection.model)
    if model != nil || fixture != nil || !payload.isEmpty {
      do {
        let (chosenWorkspace, chosenModel) = try ModelSelection(workspace: workspace, model: model)
          .resolve(in: workbench.registry)
        (workspace, model) = (chosenWorkspace.name, chosenModel.name)
      } catch {
        workbench.context.reportError("workbench open: \(error)")
        throw ExitCode(CommandStatus.usageError.rawValue)
      }
    }
    var inputs = payload
    if let contract, let model {
      guard let folder = try refusedPayloads(contract, model: model, workspace: workspace, workbench: workbench)
      else { return }
      inputs = [folder]
    }
    let status = await TerminalLauncher.run(
      workspace: workspace, model: model, fixture: fixture,
      payloads: PayloadArguments(inputs: inputs, at: at, urlContains: urlContains), mouse: !noMouse,
      workbench: workbench)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

extension OpenCommand {
  /// The folder of the payloads `model` refuses that `document` allows; `nil`, said, when it
  /// refuses none.
  fileprivate func refusedPayloads(_ document: String, model: String, workspace: String?, workbench: Workbench)
    throws(ExitCode) -> String?
  {
    let context = workbench.context
    let report: ContractReport
    switch ContractRun.check(
      document: document.isEmpty ? nil : document, model: model, workspace: workspace, showingProgress: true,
      workbench)
    {
    case .success(let checked): report = checked
    case .failure(let problem):
      context.reportError("workbench open: \(problem.message)")
      throw ExitCode(CommandStatus.usageError.rawValue)
    }
    guard !report.refusals.isEmpty else {
      let checked = report.schemas.filter { $0.model == model && $0.problem == nil }.count
      let said =
        checked == 0
        ? "no schema of \(report.file) goes to \(model); nothing to open (workbench contract lists the schemas and why)"
        : "\(model) decodes every payload \(report.file) allows (\(checked) schema\(checked == 1 ? "" : "s")); nothing to open"
      context.print("workbench open: \(said)\n")
      return nil
    }
    let folder = ContractPayloadFolder.folder(for: model, packageRoot: workbench.packageRoot, context: context)
    do {
      _ = try ContractPayloadFolder.write(report.refusals, into: folder, context: context)
    } catch {
      context.reportError(
        "workbench open: \(context.relativePath(folder)): cannot write the refused payloads: \(error)")
      throw ExitCode(CommandStatus.failure.rawValue)
    }
    return folder
  }
}

/// What `open --payload` names: one payload, or many (with `--at` and `--url-contains`).
struct PayloadArguments {
  var inputs: [String]
  var at: String?
  var urlContains: String?

  /// The set these name, when they name many payloads rather than one.
  func set(_ context: AppContext) -> PayloadToOpen? {
    guard !inputs.isEmpty,
      PayloadSetReport.isSet(inputs, at: at, urlContains: urlContains, saveShapes: nil, context: context)
    else {
      return nil
    }
    var payloadSet = PayloadSet(
      inputs: inputs, urlContains: urlContains, selection: at.map { JSONPath(stringLiteral: $0) })
    payloadSet.maxPayloadBytes = (try? context.payloadSizeLimit().bytes) ?? payloadSet.maxPayloadBytes
    return .set(payloadSet, name: inputs.joined(separator: ", "))
  }
}
