import FixtureEngine
import Foundation
import JSONFragment
import ModelAdapter
import ModelProbe
import WorkbenchContext

/// What `workbench inspect` does and prints.
enum InspectReport {
  static func run(
    payload: String?, fixture: String?, selection: ModelSelection, format: OutputFormat,
    environment: WorkbenchEnvironment
  ) async -> CommandStatus {
    let context = environment.context
    let workspace: Workspace
    let model: WorkspaceModel
    let source: PayloadSource
    do {
      (workspace, model) = try selection.resolve(in: environment.registry)
      source =
        try fixture.map { .fixture(try workspace.fixture(named: $0, in: context)) }
        ?? PayloadSource(argument: payload ?? "-")
    } catch {
      context.reportError("workbench inspect: \(error)")
      return .usageError
    }
    let data: Data
    do {
      data = try await source.load(context)
    } catch let error as HTTPClientError {
      let hint = if case .timedOut = error { "; \(RequestTimeout.hint(context))" } else { "" }
      context.reportError("workbench inspect: \(error)\(hint)")
      return .usageError
    } catch {
      context.reportError("\(source.name): cannot read the payload: \(FileErrorText.reason(error))")
      return .usageError
    }
    let parsed: Result<PayloadText, JSONParseError> = Result { () throws(JSONParseError) in
      try PayloadText(parsing: data)
    }
    let inspection: PayloadInspection
    switch parsed {
    case .success(let payload):
      inspection = model.inspect(payload).located()
      for duplicate in DuplicateKey.find(in: payload.value, bytes: data) {
        context.reportError("\(source.name):\(duplicate)")
      }
    case .failure:
      inspection = model.inspect(data)
    }
    switch format {
    case .text:
      if case .invalidJSON(let error) = inspection.verdict {
        context.reportError("\(source.name):\(error)")
      }
      if case .stopped(let stop) = inspection.verdict {
        context.reportError("\(source.name): \(stop)")
      }
      context.print(text(inspection, source: source.name, workspace: workspace, model: model))
    case .json:
      context.print(
        JSONReports.inspection(inspection, source: source.name, workspace: workspace, model: model).prettyText + "\n")
    }
    if case .stopped = inspection.verdict { return .usageError }
    return inspection.decodes ? .success : .failure
  }

  static func text(_ inspection: PayloadInspection, source: String, workspace: Workspace, model: WorkspaceModel)
    -> String
  {
    var lines = ["\(workspace.name) > \(model.name)  \(source)"]
    switch inspection.verdict {
    case .decodes:
      lines.append("verdict: decodes")
    case .fails(let diagnosis):
      lines.append("verdict: does not decode; JSONDecoder stops at \(diagnosis)")
      if let dates = inspection.datesHint { lines.append("hint: " + DatesHint.commandLineMessage(for: dates)) }
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
      let matches = inspection.comparison.filter { $0.verdict == .match }.count
      lines.append("comparison: \(matches) of \(inspection.comparison.count) values match the model")
      lines += TextColumns.align(
        inspection.comparison.map { result -> [String] in
          let (expected, actual) = (ShortenedValue.text(result.expected), ShortenedValue.text(result.actual))
          return switch result.verdict {
          case .match: ["OK", result.path.description, expected]
          case .mismatch: ["FAIL", result.path.description, "payload \(expected), model \(actual)"]
          case .notCompared(let reason): ["--", result.path.description, "\(expected) (\(reason))"]
          }
        }
      ).map { "  " + $0 }
    } else {
      lines.append("comparison: none, the payload does not decode")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
