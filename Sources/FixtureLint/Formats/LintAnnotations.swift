import ContractCheck
import FixtureEngine

/// A lint report as GitHub Actions workflow commands
/// (`::error file=Tests/Fixtures/a.json,line=3,col=11::...`), which the runner shows on the lines
/// of a pull request's files, then the summary line as plain text.
public struct LintAnnotations {
  var text: LintText

  /// Annotations whose messages `text` words.
  public init(text: LintText) {
    self.text = text
  }

  /// The workflow commands of `report`, and its summary.
  public func annotations(_ report: LintReport) -> String {
    var lines: [String] = []
    for folder in report.missingFolders {
      lines.append(
        "::warning::" + Self.escapedData("there is no fixture folder \(text.display(text.workspace.path(folder)))"))
    }
    if let unread = ModelUnread.note(for: report.unread) { lines.append("::notice::" + Self.escapedData(unread)) }
    for fixture in report.fixtures {
      lines += fixture.findings.filter { $0.severity != .note }.map { annotation($0, in: fixture.fixture.path) }
    }
    for manifest in report.manifests {
      lines += manifest.findings.map { annotation($0, in: manifest.path) }
    }
    for code in report.models {
      lines += code.findings.map { finding in
        code.path.map { annotation(finding, in: $0) }
          ?? "::warning title=" + Self.escapedProperty("workbench lint: \(finding.kind.rawValue)") + "::"
          + Self.escapedData(text.message(finding))
      }
    }
    lines += report.contract.map(contractAnnotations) ?? []
    lines.append(text.summary(report.summary))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each refusal an error on the document's line; each schema with no model a notice there.
  private func contractAnnotations(_ contract: ContractReport) -> [String] {
    let file = "file=" + Self.escapedProperty(contract.file)
    let refusals = contract.refusals.map { refusal in
      let line = refusal.place.map { ",line=\($0.line)" } ?? ""
      return "::error \(file)\(line),title=" + Self.escapedProperty("workbench contract: \(refusal.field)") + "::"
        + Self.escapedData(refusal.summary)
    }
    let unmapped = contract.schemas.filter { $0.model == nil }.map { schema in
      let line = schema.place.map { ",line=\($0.line)" } ?? ""
      return "::notice \(file)\(line),title=" + Self.escapedProperty("workbench contract: \(schema.title)") + "::"
        + Self.escapedData("\(schema.title): \(schema.problem ?? "no model")")
    }
    return refusals + unmapped
  }

  private func annotation(_ finding: LintFinding, in path: String) -> String {
    var properties = ["file=" + Self.escapedProperty(text.display(path))]
    if let location = finding.location {
      properties += ["line=\(location.line)", "col=\(location.column)"]
    }
    properties.append("title=" + Self.escapedProperty("workbench lint: \(finding.kind.rawValue)"))
    let command = finding.severity == .error ? "error" : "warning"
    return "::\(command) \(properties.joined(separator: ","))::" + Self.escapedData(text.message(finding))
  }

  /// A message as a workflow command carries it: `%`, carriage returns and line feeds escaped.
  static func escapedData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value, where `:` and `,` separate the command's parts too.
  static func escapedProperty(_ text: String) -> String {
    escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
