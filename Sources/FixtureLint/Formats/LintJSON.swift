import ContractCheck
import FixtureEngine
import JSONCore

/// `workbench lint --format json`: every fixture (not only those with findings), the manifests,
/// what `--record` changed, and the summary.
public enum LintJSON {
  /// The JSON of `report`.
  public static func report(_ report: LintReport, workspace: Workspace) -> JSONValue {
    let summary = report.summary
    var json: JSONValue = [
      "workspace": .string(report.workspace),
      "fixtures": .array(report.fixtures.map { fixtureJSON($0, workspace: workspace) }),
      "manifests": .array(
        report.manifests.map { manifest in
          [
            "file": .string(manifest.file), "path": .string(manifest.path),
            "findings": .array(manifest.findings.map { findingJSON($0, workspace: workspace) }),
          ]
        }),
      "changes": .array(
        report.changes.map { change in
          [
            "change": .string(change.change.rawValue), "manifest": .string(change.manifest),
            "fixture": .string(change.entry.fixture), "path": .string(change.entry.path),
          ]
        }),
      "missingFolders": .array(report.missingFolders.map(JSONValue.string)),
      "models": .array(
        report.models.map { code in
          [
            "model": .string(code.model), "path": code.path.map(JSONValue.string) ?? .null,
            "findings": .array(code.findings.map { findingJSON($0, workspace: workspace) }),
          ]
        }),
      "unread": .array(
        report.unread.map { model in
          [
            "model": .string(model.model), "fixtures": .number(JSONNumber(model.fixtures)),
            "read": .number(JSONNumber(model.read)), "keys": .number(JSONNumber(model.keys)),
            "unreadKeys": .array(model.unreadKeys.sorted().map(JSONValue.string)),
          ]
        }),
      "summary": [
        "fixtures": .number(JSONNumber(summary.fixtures)), "asExpected": .number(JSONNumber(summary.asExpected)),
        "broken": .number(JSONNumber(summary.broken)), "unreadable": .number(JSONNumber(summary.unreadable)),
        "unassigned": .number(JSONNumber(summary.unassigned)), "unchecked": .number(JSONNumber(summary.unchecked)),
        "warnings": .number(JSONNumber(summary.warnings)),
        "manifestErrors": .number(JSONNumber(summary.manifestErrors)),
      ],
    ]
    if let decoding = workspace.packageDecoding, case .object(var object) = json {
      var found: JSONObject = [:]
      if let decoder = decoding.decoder { found["decoder"] = .string(decoder) }
      if let keys = decoding.keys { found["keys"] = .string(keys.rawValue) }
      if let dates = decoding.dates { found["dates"] = .string(dates.description) }
      found["decodes"] = .number(JSONNumber(decoding.decodes))
      found["decodesWithout"] = .number(JSONNumber(decoding.decodesWithout))
      found["tried"] = .number(JSONNumber(decoding.tried))
      object["decodingFound"] = .object(found)
      json = .object(object)
    }
    if let contract = report.contract, case .object(var object) = json {
      object["contract"] = ContractJSON.report(contract)
      json = .object(object)
    }
    return json
  }

  private static func fixtureJSON(_ fixture: FixtureLint, workspace: Workspace) -> JSONValue {
    [
      "file": .string(fixture.file),
      "path": .string(fixture.fixture.path),
      "model": fixture.fixture.modelName.map(JSONValue.string) ?? .null,
      "assignment": fixture.fixture.assignment.map { .string($0.rawValue) } ?? .null,
      "namedLike": fixture.fixture.namedLike.map(JSONValue.string) ?? .null,
      "meantToFail": .bool(fixture.fixture.isMeantToFail),
      "status": .string(fixture.status.rawValue),
      "failsAt": fixture.failsAt.map { .string($0.description) } ?? .null,
      "recordedPath": fixture.recordedPath.map(JSONValue.string) ?? .null,
      "findings": .array(fixture.findings.map { findingJSON($0, workspace: workspace) }),
    ]
  }

  private static func findingJSON(_ finding: LintFinding, workspace: Workspace) -> JSONValue {
    var object: JSONObject = ["severity": .string(finding.severity.rawValue), "kind": .string(finding.kind.rawValue)]
    if let path = finding.path { object["path"] = .string(path.description) }
    if let location = finding.location {
      object["line"] = .number(JSONNumber(location.line))
      object["column"] = .number(JSONNumber(location.column))
    }
    object["message"] = .string(finding.message)
    if finding.kind == .unrecordedFailure { object["hint"] = .string("run \(LintText.recordCommand(workspace))") }
    return .object(object)
  }
}
