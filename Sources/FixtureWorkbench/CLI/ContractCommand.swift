import APIContract
import ArgumentParser
import ContractCheck
import FixtureEngine
import Foundation
import PackageDiscovery
import WorkbenchContext

/// `workbench contract`: every payload a server's OpenAPI document allows, run through the models.
struct ContractCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contract",
    abstract: "Check the models against a server's OpenAPI document: every payload it allows, decoded.",
    discussion: """
      Reads an OpenAPI 3.0 or 3.1 document (JSON or YAML). Each response body schema and each \
      component schema goes to a model: by a pin in fixture-workbench.json ("contract": \
      {"models": {"Status": "Post"}}), by its name, read as a fixture's file name is, or by the \
      fit of its first payload. Each mapped schema's covering set (its example with every property \
      filled in, then each optional property absent, each nullable one null, each enum value, each \
      oneOf/anyOf branch, each format's forms, empty arrays and strings, additionalProperties, at \
      every depth, then those changes made together pairwise within each object) is decoded with the \
      package's decoding. Each payload a model refuses is reported with the smallest change that \
      makes it fail (two changes refused only together are named both), the document's line and \
      the model's field and Swift property. Two \
      kinds of change are counted, not decoded: one made only to keys the model never reads, and \
      one inside a component checked on its own as the same type (that check reports it).

      Exit status: 0 every payload decodes, 1 a model refuses a payload the document allows, 2 a \
      usage error, an unknown workspace or model, or a document that cannot be read.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON); the configuration's \"contract\" document when left out.")
  var document: String?

  @Option(name: .long, help: "Check only the schemas that go to this model.")
  var model: String?

  @Option(name: .long, help: "The workspace (every workspace when left out).")
  var workspace: String?

  @Option(name: .long, help: "text or json.")
  var format: OutputFormat = .text

  @OptionGroup var package: PackageOptions

  func run() async throws {
    let status = ContractRun.run(
      document: document, model: model, workspace: workspace, format: format, workbench: try await package.workbench())
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// What `workbench contract` does and prints.
enum ContractRun {
  static func run(
    document given: String?, model: String?, workspace name: String?, format: OutputFormat, workbench: Workbench
  ) -> CommandStatus {
    let context = workbench.context
    let report: ContractReport
    switch check(document: given, model: model, workspace: name, showingProgress: format == .text, workbench) {
    case .success(let checked): report = checked
    case .failure(let problem):
      context.reportError("workbench contract: \(problem.message)")
      return .usageError
    }
    switch format {
    case .text: context.print(ContractText.text(report))
    case .json: context.print(ContractJSON.report(report).prettyText + "\n")
    }
    return report.exitCode == 0 ? .success : .failure
  }

  /// The document `given` (else the configuration's) checked against the models of the workspace
  /// named (else of every workspace), of `model` alone when one is named.
  static func check(
    document given: String?, model: String?, workspace name: String?, showingProgress: Bool, _ workbench: Workbench
  ) -> Result<ContractReport, Problem> {
    let context = workbench.context
    let loaded: Contract
    switch load(given, workbench: workbench) {
    case .success(let contract?): loaded = contract
    case .success(nil):
      return .failure(
        Problem(
          message:
            "name the OpenAPI document (workbench contract api.yaml), or name it in \(WorkbenchConfiguration.fileName): \"contract\": {\"document\": \"api.yaml\"}"
        ))
    case .failure(let problem): return .failure(problem)
    }
    let workspaces: [Workspace]
    do {
      workspaces = try workbench.registry.workspaces(named: name)
    } catch {
      return .failure(Problem(message: "\(error)"))
    }
    if let model, !workspaces.contains(where: { (try? $0.model(named: model)) != nil }) {
      return .failure(Problem(message: "no model is named \(model)"))
    }
    workbench.registry.keepFits(in: context)
    var reports: [ContractReport] = []
    for workspace in workspaces {
      let line = showingProgress ? ProgressLine(context: context) : nil
      reports.append(
        workspace.checkContract(loaded.document, pins: loaded.pins, only: model) { step in
          line?.update("contract \(workspace.name): \(step)")
        })
      line?.finish()
    }
    return .success(ContractReport.merged(reports))
  }

  /// A document read, with the configuration's pins.
  struct Contract {
    var document: ContractDocument
    var pins: [String: String]
  }

  /// Why the contract could not be read.
  struct Problem: Error {
    var message: String
  }

  /// The document `given`, else the one the configuration names (its path relative to the
  /// package's root), read, with the configuration's pins; `nil` when neither names one.
  static func load(_ given: String?, workbench: Workbench) -> Result<Contract?, Problem> {
    let context = workbench.context
    let configuration: WorkbenchConfiguration?
    do {
      configuration = try workbench.packageRoot.flatMap { root throws(ConfigurationError) in
        try WorkbenchConfiguration.load(from: root + "/" + WorkbenchConfiguration.fileName, files: context.files)
      }
    } catch {
      return .failure(Problem(message: "\(error)"))
    }
    let configured = configuration?.contract.map { contract in
      guard let root = workbench.packageRoot, !contract.document.hasPrefix("/") else { return contract.document }
      return root + "/" + contract.document
    }
    guard let path = given ?? configured else { return .success(nil) }
    // Findings name the document as the user wrote it: relative to here when it is below.
    let shown = context.relativePath(path)
    do {
      let bytes = try context.files.read(context.absolutePath(path))
      let document = try ContractDocument(text: String(decoding: bytes, as: UTF8.self), file: shown)
      return .success(Contract(document: document, pins: configuration?.contract?.models ?? [:]))
    } catch let error as ContractReadError {
      return .failure(Problem(message: "\(error)"))
    } catch {
      return .failure(Problem(message: "\(shown): cannot read the file: \(error.localizedDescription)"))
    }
  }
}
