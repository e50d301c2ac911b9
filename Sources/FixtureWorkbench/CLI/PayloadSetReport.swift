import FixtureEngine
import Foundation
import JSONCore
import PayloadSources
import WorkbenchContext
import WorkbenchUI

/// What `workbench inspect` does with many payloads (several inputs, a folder, an NDJSON log, a
/// HAR capture, or `--at`): one line per payload as it is decoded, then what the set says per key
/// path of the model, then the keys the model never reads.
enum PayloadSetReport {
  /// The options that shape a run over many payloads.
  struct Options {
    var payloadSet: PayloadSet
    var format: OutputFormat
    var saveShapes: String?
    var force = false
    var jobs = PayloadSetRun.defaultJobs
  }

  /// Whether these inputs and options ask for a set rather than one payload.
  static func isSet(_ inputs: [String], at: String?, urlContains: String?, saveShapes: String?, context: AppContext)
    -> Bool
  {
    guard inputs.count == 1, let only = inputs.first, at == nil, urlContains == nil, saveShapes == nil else {
      return true
    }
    let kind = (only as NSString).pathExtension.lowercased()
    return ["ndjson", "jsonl", "har"].contains(kind) || (only != "-" && context.files.isDirectory(only))
  }

  static func run(_ options: Options, selection: ModelSelection, workbench: Workbench) -> CommandStatus {
    let context = workbench.context
    let workspace: Workspace
    let model: WorkspaceModel
    var options = options
    do {
      (workspace, model) = try selection.resolve(in: workbench.registry)
      options.payloadSet.maxPayloadBytes = try context.payloadSizeLimit().bytes
    } catch {
      context.reportError("workbench inspect: \(error)")
      return .usageError
    }
    if let stop = model.schema().stops.first, model.schema().fieldPaths.isEmpty {
      context.reportError("workbench inspect: \(stop)")
      return .usageError
    }
    var output = BufferedOutput(context: context)
    var json = StreamedSetReport(workspace: workspace, model: model)
    var shapes = ShapeCollector()
    var progress = Progress(context: context)
    var run = PayloadSetRun(model: model)
    run.jobs = options.jobs
    let result = run.run(options.payloadSet, files: context.files) { outcome in
      progress.step(outcome.record.decodes)
      if options.saveShapes != nil { shapes.add(outcome) }
      switch options.format {
      case .text: output.write(line(outcome))
      case .json: output.write(json.payload(JSONReports.payload(outcome)))
      }
    }
    progress.finish()
    for unreadable in result.reading.unreadable { context.reportError(unreadable.description) }
    let summary = result.summary
    switch options.format {
    case .text:
      output.write(text(summary, reading: result.reading, workspace: workspace, model: model))
      output.flush()
    case .json:
      output.write(json.end(summary: summary, reading: result.reading))
      output.flush()
    }
    var status: CommandStatus = summary.failing > 0 ? .failure : .success
    if let folder = options.saveShapes {
      do {
        let written = try ShapeFixtures.write(
          ShapeFixtures.files(shapes.shapes, fields: run.fields, in: folder), with: context.files, force: options.force)
        context.reportError("wrote \(shapes.shapes.count) shapes (\(written.count) files) to \(folder)")
      } catch let error as ShapeFixtures.Exists {
        context.reportError("workbench inspect: --save-shapes \(folder): \(error); add --force to replace")
        status = .usageError
      } catch {
        context.reportError("workbench inspect: --save-shapes \(folder): \(error)")
        status = .usageError
      }
    }
    if !result.reading.unreadable.isEmpty || summary.payloads == 0 && result.reading.skippedEntries == 0 {
      if summary.payloads == 0 && result.reading.unreadable.isEmpty {
        context.reportError("workbench inspect: no payloads in \(options.payloadSet.inputs.joined(separator: ", "))")
      }
      status = .usageError
    }
    return status
  }

  /// `NAME  decodes`, `NAME  fails at PATH: message`, `NAME  not JSON: message`.
  static func line(_ outcome: PayloadSetRun.Outcome) -> String {
    switch outcome.record.verdict {
    case .decodes: "\(outcome.name)  decodes\n"
    case .fails(let path, let message): "\(outcome.name)  fails at \(path): \(message)\n"
    case .notJSON(_, let message): "\(outcome.name)  not JSON: \(message)\n"
    case .stopped(let stop): "\(outcome.name)  the model's code stopped: \(stop)\n"
    case .unusable(let message): "\(outcome.name)  not usable: \(message)\n"
    }
  }

  static func text(
    _ summary: PayloadSetSummary, reading: PayloadSet.Reading, workspace: Workspace, model: WorkspaceModel
  ) -> String {
    var lines = ["", "\(workspace.name) > \(model.name)  \(PayloadSetCounts.text(summary))"]
    if reading.skippedEntries > 0 {
      lines.append("capture entries left out: \(reading.skippedEntries) (another URL, not a JSON response, no body)")
    }
    let dictionaries = summary.fields.contains { $0.field.path.steps.contains(.value) }
    lines.append(
      "by key path (array elements folded: a[].b is the b of every element of a"
        + (dictionaries ? "; d{}.b the b of every value of the dictionary d" : "") + "):")
    var rows = [["path", "present", "null", "absent", "wrong type", "failing", "unknown values"]]
    for field in summary.fields {
      let unknown = field.unknownValues.map { "\(JSONValue.string($0.value).compactText) \($0.count)" }
      rows.append(
        [
          field.field.path.description, "\(field.present)", "\(field.null)", "\(field.absent)", "\(field.wrongType)",
          "\(field.failing)", unknown.joined(separator: ", "),
        ])
    }
    lines += TextColumns.align(rows).map { "  " + $0.trimmingTrailingSpaces }
    let agreements = summary.fields.compactMap(summary.agreement)
    let errors = agreements.filter { $0.severity == .error }.count
    lines.append("the model against the set: \(errors) error\(errors == 1 ? "" : "s")")
    lines += agreements.map { "  \($0)" }
    lines.append("keys never read: \(summary.neverRead.count)")
    lines += TextColumns.align(summary.neverRead.map { ["\($0.path)", "in \($0.count)"] }).map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}

/// Standard output written in pieces of 64 KiB, so a report of many lines costs few writes.
private struct BufferedOutput {
  let context: AppContext
  private var pending = ""

  init(context: AppContext) {
    self.context = context
  }

  mutating func write(_ text: String) {
    pending += text
    if pending.utf8.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !pending.isEmpty else { return }
    context.print(pending)
    pending = ""
  }
}

/// `inspect: 1200 payloads, 3 fail` on standard error, rewritten in place at most ten times a
/// second, only when standard error is a terminal.
private struct Progress {
  let context: AppContext
  private var seen = 0
  private var failing = 0
  private var last = Date.distantPast
  private var shown = false

  init(context: AppContext) {
    self.context = context
  }

  mutating func step(_ decodes: Bool) {
    seen += 1
    if !decodes { failing += 1 }
    guard context.errorIsTerminal else { return }
    let now = context.now()
    guard now.timeIntervalSince(last) >= 0.1 else { return }
    last = now
    shown = true
    context.writeError(Data("\r\u{1B}[Kinspect: \(seen) payloads, \(failing) fail".utf8))
  }

  func finish() {
    if shown { context.writeError(Data("\r\u{1B}[K".utf8)) }
  }
}
