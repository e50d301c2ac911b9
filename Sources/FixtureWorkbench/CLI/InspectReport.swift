import FixtureEngine
import Foundation
import JSONCore
import ModelAdapter
import ModelProbe
import PackageDiscovery
import WorkbenchContext

/// What `workbench inspect` does and prints.
enum InspectReport {
  /// Inspects the payload and prints the report; the text lists matching values only with `all`,
  /// JSON always.
  static func run(
    payload: String?, fixture: String?, selection: ModelSelection, format: OutputFormat, all: Bool = false,
    workbench: Workbench
  ) async -> CommandStatus {
    let listing: ComparisonListing = all || format == .json ? .everyValue : .needingAttention
    let context = workbench.context
    let resolved: (Workspace, WorkspaceModel)
    do {
      resolved = try selection.filled(byFixture: fixture, in: workbench).resolve(in: workbench.registry)
    } catch let error where fixture == nil && error.leavesTheModelOpen {
      let source = PayloadArgument(argument: payload ?? "-")
      if let leftOut = leftOutModel(of: source, workbench: workbench) {
        context.reportError(
          "workbench inspect: \(source.name): not checked: it is named like \(leftOut.name), which this host leaves out (\(leftOut.file): \(leftOut.reason)); give --model to inspect it as another model"
        )
        return .usageError
      }
      guard let chosen = await chosen(source, selection: selection, workbench: workbench) else {
        context.reportError("workbench inspect: \(error)")
        return .usageError
      }
      return await report(
        source, workspace: chosen.workspace, model: chosen.model, fit: chosen, data: chosen.data, format: format,
        listing: listing, context: context)
    } catch {
      context.reportError("workbench inspect: \(error)")
      return .usageError
    }
    let (workspace, model) = resolved
    // The workers start while the payload is read.
    model.startWorkersEarly()
    let source: PayloadArgument
    do {
      source =
        try fixture.map { .fixture(try workspace.fixture(named: $0, in: context)) }
        ?? PayloadArgument(argument: payload ?? "-")
    } catch {
      context.reportError("workbench inspect: \(error)")
      return .usageError
    }
    workbench.registry.keepFits(in: context)
    return await report(
      source, workspace: workspace, model: model, fit: nil, data: nil, format: format, listing: listing,
      context: context)
  }

  /// The left-out model a fixture of a workspace is named after (`FixtureFile.leftOutModel`), for
  /// a payload that is one.
  private static func leftOutModel(of source: PayloadArgument, workbench: Workbench) -> ModelSources.LeftOutModel? {
    guard case .file(let path) = source else { return nil }
    let absolute = URL(fileURLWithPath: workbench.context.absolutePath(path)).standardizedFileURL.path
    return workbench.registry.workspaces.lazy.compactMap { workspace in
      workspace.fixtureFiles(in: workbench.context).first { $0.path == absolute }?.leftOutModel
    }.first
  }

  /// The model a payload was given to without `--model`, how, and the others it was tried as.
  struct Choice {
    var workspace: Workspace
    var model: WorkspaceModel
    /// By configuration, folder or name (as lint assigns a workspace's fixture), or by fit.
    var assignment: FixtureFile.Assignment
    var fit: ModelFit
    var data: Data
    /// Why the fit gave the payload to another model than its file's name does
    /// (`FixtureFile.fitReason`).
    var fitReason: String? = nil
  }

  /// The model for `source`'s payload among those `selection` leaves open (where their code runs
  /// in workers): a fixture of a workspace goes where lint and the app put it (its configuration
  /// pin, folder, or name, unless the fit decides otherwise: ``Workspace/assigned(_:in:)``); any
  /// other payload to the model it fits best, a model its file name names first on a tie. `nil`
  /// when the payload cannot be read or parsed, or the models may not be tried.
  private static func chosen(_ source: PayloadArgument, selection: ModelSelection, workbench: Workbench)
    async -> Choice?
  {
    let workspaces = workbench.registry.workspaces.filter { workspace in
      selection.workspace.map { workspace.name.lowercased() == $0.lowercased() } ?? true
    }
    guard !workspaces.isEmpty, workspaces.allSatisfy(\.canFit),
      let data = try? await source.load(workbench.context), let payload = try? PayloadText(parsing: data)
    else { return nil }
    let file: String? =
      if case .file(let path) = source { URL(fileURLWithPath: path).standardizedFileURL.path } else { nil }
    var named: (Workspace, WorkspaceModel, FixtureFile.Assignment)?
    // A workspace's fixture goes where lint and the app put it.
    var assigned: FixtureFile?
    for workspace in workspaces {
      if let file, let listed = workspace.fixtureFiles(in: workbench.context).first(where: { $0.path == file }) {
        let fixture = workspace.assigned(listed, in: workbench.context)
        if let assignment = fixture.assignment, assignment != .unassigned, let name = fixture.modelName,
          let model = try? workspace.model(named: name)
        {
          named = (workspace, model, assignment)
          assigned = fixture
          break
        }
      }
      if named == nil, let file,
        let model = workspace.modelNamed(byFileName: URL(fileURLWithPath: file).lastPathComponent)
      {
        named = (workspace, model, .name)
      }
    }
    // An array payload is tried as an array of each model.
    var candidates = workspaces.flatMap { workspace in workspace.candidates(for: payload).map { (workspace, $0) } }
    var namedFirst = false
    if let named, let index = candidates.firstIndex(where: { $0.0.name == named.0.name && $0.1.name == named.1.name }) {
      candidates.insert(candidates.remove(at: index), at: 0)
      namedFirst = true
    }
    var fit = ModelFit(payload, models: candidates.map(\.1))
    // An object that fits no model may be a map of one (`[String: Rate]`).
    let maps = workspaces.flatMap { workspace in workspace.mapCandidates(for: payload).map { (workspace, $0) } }
    if fit.best == nil, !maps.isEmpty, named == nil || assigned == nil {
      let mapFit = ModelFit(payload, models: maps.map(\.1))
      if mapFit.best != nil { (fit, candidates) = (mapFit, maps) }
    }
    guard let first = fit.ranked.first else { return nil }
    // As lint: a named model that refuses the payload only for want of its package's context keeps it.
    let namedTry = namedFirst ? fit.ranked.first { $0.index == 0 } : nil
    let keepsNamed = namedTry.map { tried in
      tried.inspection.needsContext && candidates[0].0.keepsNamed(tried, against: fit.best, fileName: file ?? "")
    }
    if let named, assigned != nil || named.2 != .name || first.index == 0 || keepsNamed == true {
      return Choice(
        workspace: named.0, model: named.1, assignment: named.2, fit: fit, data: data,
        fitReason: assigned?.fitReason)
    }
    // As lint: a model it fails whose keys hold clearly more of it than the one it decodes as
    // reads; among models that read it alike, the one its file's name proposes (not a wrapper).
    let stem = file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    let chosen = fit.closerFailing ?? stem.flatMap(fit.best(namedLike:)) ?? first
    return Choice(
      workspace: candidates[chosen.index].0, model: chosen.model, assignment: fit.best == nil ? .unassigned : .fit,
      fit: fit, data: data)
  }

  private static func report(
    _ source: PayloadArgument, workspace: Workspace, model: WorkspaceModel, fit: Choice?, data loaded: Data?,
    format: OutputFormat, listing: ComparisonListing, context: AppContext
  ) async -> CommandStatus {
    let data: Data
    do {
      if let loaded { data = loaded } else { data = try await source.load(context) }
    } catch let error as HTTPClientError {
      let hint = if case .timedOut = error { "; \(RequestTimeout.hint(context))" } else { "" }
      context.reportError("workbench inspect: \(error)\(hint)")
      return .usageError
    } catch {
      context.reportError("\(source.name): cannot read the payload: \(FileErrorText.reason(error))")
      return .usageError
    }
    let path: String? =
      switch source {
      case .file(let path): URL(fileURLWithPath: context.absolutePath(path)).standardizedFileURL.path
      case .fixture(let fixture): fixture.path
      default: nil
      }
    let inspection = workspace.attributingRefusals(
      model.inspect(data, listing: listing).located(), of: data, by: model, path: path, in: context)
    for duplicate in inspection.duplicateKeys {
      context.reportError(duplicate.message(in: source.name))
    }
    switch format {
    case .text:
      if case .invalidJSON(let error) = inspection.verdict {
        context.reportError(error.message(in: source.name))
      }
      if case .stopped(let stop) = inspection.verdict {
        context.reportError("\(source.name): \(stop)")
      }
      context.print(
        workspace.foundDecodingLines(for: model).map { $0 + "\n" }.joined()
          + (fit.map(fitLine) ?? "")
          + text(inspection, source: source.name, workspace: workspace, model: model))
    case .json:
      var report = JSONReports.inspection(inspection, source: source.name, workspace: workspace, model: model)
      if let fit, case .object(var object) = report {
        object.append("modelBy", .string(fit.assignment.rawValue))
        object.append("runnersUp", .array(fit.runnersUp.map { .string($0.summary) }))
        report = .object(object)
      }
      context.print(report.prettyText + "\n")
    }
    if case .stopped = inspection.verdict { return .usageError }
    return inspection.decodes ? .success : .failure
  }

  /// `model by fit: Location; runners-up: Address (fails at street: ...), ...` (or by name, by
  /// folder, by configuration), or, when the payload decodes as no model, the closest one.
  static func fitLine(_ choice: Choice) -> String {
    let head =
      choice.assignment == .unassigned
      ? "fits no model; the closest: \(choice.model.name)"
      : "model \(choice.assignment): \(choice.model.name)"
        + (choice.fitReason.map { " (\($0))" } ?? "")
    let runnersUp = choice.runnersUp.map(\.summary)
    return head + (runnersUp.isEmpty ? "" : "; runners-up: " + runnersUp.joined(separator: ", ")) + "\n"
  }

}

extension InspectReport.Choice {
  /// The two models tried that come closest after the chosen one.
  var runnersUp: [ModelFit.Try] {
    Array(fit.ranked.filter { $0.model.name != model.name }.prefix(2))
  }
}

extension InspectReport {
  static func text(_ inspection: PayloadInspection, source: String, workspace: Workspace, model: WorkspaceModel)
    -> String
  {
    var lines = ["\(workspace.name) > \(model.name)  \(source)"]
    switch inspection.verdict {
    case .decodes:
      lines.append("verdict: decodes")
    case .fails(let diagnosis) where inspection.needsContext:
      lines.append(
        "verdict: not checked: the model refused it only for want of what its package passes in "
          + "decoder.userInfo; JSONDecoder stops at \(diagnosis)")
    case .fails(let diagnosis):
      lines.append("verdict: does not decode; JSONDecoder stops at \(diagnosis)")
      if let dates = inspection.datesHint {
        let decoders = model.decoding.packageDecoder == nil ? workspace.suggestedDecoders : []
        lines.append("hint: " + DatesHint.commandLineMessage(for: dates, decoders: decoders))
      }
    case .invalidJSON(let error):
      lines.append("verdict: not JSON: \(error)")
      return lines.joined(separator: "\n") + "\n"
    case .stopped(let stop):
      lines.append("verdict: the model's code stopped: \(stop)")
      return lines.joined(separator: "\n") + "\n"
    }
    if let trace = inspection.trace {
      let tolerated =
        inspection.decodes && !trace.failures.isEmpty ? " (the model's own init(from:) tolerated them)" : ""
      lines.append("failing fields: \(trace.failures.count)\(tolerated)")
      lines += TextColumns.align(
        trace.failures.map { failure in
          [
            failure.location?.description ?? "-", failure.path.description, failure.kind.rawValue,
            failure.message,
          ]
        }
      ).map { "  " + $0 }
      lines.append("keys never read: \(trace.unreadKeys.count)")
      lines += trace.unreadKeys.map { "  \($0)" }
    }
    if inspection.decodes {
      let normalized = inspection.normalizedCount
      lines.append(
        "comparison: \(inspection.matchCount) of \(inspection.comparedCount) values match the model"
          + (normalized > 0 ? ", \(normalized) normalized by it" : ""))
      lines += TextColumns.align(
        inspection.comparison.map { result -> [String] in
          let (expected, actual) = (ShortenedValue.text(result.expected), ShortenedValue.text(result.actual))
          return switch result.verdict {
          case .match: ["OK", result.path.description, expected]
          case .mismatch: ["FAIL", result.path.description, "payload \(expected), model \(actual)"]
          case .normalized(let rule):
            ["NORM", result.path.description, "payload \(expected), model \(actual) (\(rule))"]
          case .notCompared(let reason): ["--", result.path.description, "\(expected) (\(reason))"]
          }
        }
      ).map { "  " + $0 }
      if inspection.omittedMatches > 0 {
        let values = inspection.omittedMatches == 1 ? "value" : "values"
        lines.append("  (\(inspection.omittedMatches) matching \(values) not listed; --all lists them)")
      }
    } else {
      lines.append("comparison: none, the payload does not decode")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
