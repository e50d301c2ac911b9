import ContractCheck
import FixtureEngine
import WorkbenchContext

/// The text form of a lint report: what `--record` changed, one block per file that has something
/// to say (its findings as `FILE:LINE:COLUMN: severity: message`), then the summary line.
public struct LintText {
  var workspace: Workspace
  /// Paths below it are shown relative to it.
  var currentDirectory: String

  /// The text of `workspace`'s reports, with paths relative to `currentDirectory`.
  public init(workspace: Workspace, currentDirectory: String) {
    self.workspace = workspace
    self.currentDirectory = currentDirectory
  }

  /// The command that records the failing paths of `workspace`.
  public static func recordCommand(_ workspace: Workspace) -> String {
    "workbench lint --workspace \(workspace.name) --record"
  }

  /// The whole report as text.
  public func text(_ report: LintReport) -> String {
    var lines: [String] = []
    for change in report.changes {
      let entry = "\(change.entry.fixture)  \(change.entry.path)"
      let manifest = display(workspace.path(change.manifest))
      lines.append(change.change == .added ? "recorded in \(manifest): \(entry)" : "dropped from \(manifest): \(entry)")
    }
    lines += workspace.packageDecoding?.lines ?? []
    // Models decoded otherwise than the package-wide choice say how, grouped.
    let own = workspace.models.filter { !workspace.hasPackageDecoding($0) }
    let found = Dictionary(grouping: own.filter { $0.foundDecoder != nil }, by: { $0.foundDecoder! })
    for (decoder, models) in found.sorted(by: { $0.key < $1.key }) {
      lines.append("decoder: \(decoder), found in the package, for \(models.map(\.name).joined(separator: ", "))")
    }
    let dated = Dictionary(
      grouping: own.compactMap { model in workspace.foundDatesText(model).map { ($0, model.name) } },
      by: \.0)
    for (dates, models) in dated.sorted(by: { $0.key < $1.key }) {
      lines.append("dates: \(dates), for \(models.map(\.1).joined(separator: ", "))")
    }
    for folder in report.missingFolders {
      lines.append("warning: there is no fixture folder \(display(workspace.path(folder)))")
    }
    if let unread = ModelUnread.note(for: report.unread) { lines.append("note: " + unread) }
    for fixture in report.fixtures where fixture.findings.contains(where: { $0.severity != .note }) {
      var header = display(fixture.fixture.path) + " (" + (fixture.fixture.modelName ?? "no model")
      // Where there is a choice, say how a model neither the folder nor the name chose was found.
      if let assignment = fixture.fixture.assignment, [.fit, .firstModel].contains(assignment),
        workspace.models.count > 1
      {
        header += " " + assignment.description
      }
      if let namedLike = fixture.fixture.namedLike { header += ", named like \(namedLike)" }
      if fixture.fixture.isMeantToFail { header += ", meant to fail" }
      lines.append(header + "): " + fixture.status.rawValue)
      lines += fixture.findings.filter { $0.severity != .note }.map { "  " + line($0, in: fixture.fixture.path) }
    }
    for manifest in report.manifests where !manifest.findings.isEmpty {
      lines.append(display(manifest.path))
      lines += manifest.findings.map { "  " + line($0, in: manifest.path) }
    }
    for code in report.models {
      lines.append((code.path.map(display) ?? "no Swift file spells it") + " (\(code.model))")
      lines += code.findings.map { "  " + line($0, in: code.path ?? code.model) }
    }
    lines.append(summary(report.summary))
    if let contract = report.contract { lines.append("\n" + ContractText.text(contract).dropLast()) }
    return lines.joined(separator: "\n") + "\n"
  }

  private func line(_ finding: LintFinding, in path: String) -> String {
    let place = finding.location?.place(in: display(path)) ?? display(path)
    return "\(place): \(finding.severity.rawValue): \(message(finding))"
  }

  /// A finding's message with the command-line hint that goes with its kind.
  func message(_ finding: LintFinding) -> String {
    let hint =
      switch finding.kind {
      case .unrecordedFailure: "; to record it run: \(Self.recordCommand(workspace))"
      case .staleEntry: ", or run lint with --record to drop it"
      default: ""
      }
    return finding.message + hint
  }

  func summary(_ summary: LintReport.Summary) -> String {
    var text =
      "\(summary.fixtures) \(summary.fixtures == 1 ? "fixture" : "fixtures"): \(summary.asExpected) as expected, \(summary.broken) broken"
    if summary.unreadable > 0 { text += ", \(summary.unreadable) unreadable" }
    if summary.unassigned > 0 { text += ", \(summary.unassigned) unassigned" }
    if summary.unchecked > 0 { text += ", \(summary.unchecked) unchecked" }
    var notes: [String] = []
    if summary.manifestErrors > 0 { notes.append(count(summary.manifestErrors, "manifest error")) }
    if summary.warnings > 0 { notes.append(count(summary.warnings, "warning")) }
    return notes.isEmpty ? text : text + "; " + notes.joined(separator: ", ")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `path` relative to the current directory when it is below it, so editors can open it.
  func display(_ path: String) -> String {
    AppContext.relative(path, to: currentDirectory)
  }
}
