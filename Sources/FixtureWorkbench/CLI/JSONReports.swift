import FixtureEngine
import JSONCore
import ModelAdapter
import ModelProbe

/// The `--format json` forms of the reports, built as ordered JSON so output is deterministic.
enum JSONReports {
  static func schema(_ schema: ModelSchema, workspace: Workspace, model: WorkspaceModel) -> JSONValue {
    let fields: [JSONValue] = schema.fieldPaths.map { row in
      var object: JSONObject = [
        "path": .string(row.path.description), "type": .string(schema.displayName(of: row.field.type, at: row.path)),
        "required": .bool(row.field.isRequired),
      ]
      if case .enumeration(_, let cases) = row.field.type { object["cases"] = .array(cases.map(JSONValue.string)) }
      return .object(object)
    }
    return [
      "workspace": .string(workspace.name),
      "model": .string(model.name),
      "fields": .array(fields),
      "unlearned": .array(
        schema.unlearned.map { ["path": .string($0.path.description), "reason": .string($0.reason)] }),
      "findings": .array(schema.stops.map { .string($0.description) }),
      "learnedFrom": schema.learnedFrom.map(JSONValue.string) ?? .null,
      "branches": .array(
        schema.branchings.map { branching in
          [
            "object": .string(branching.object.description), "discriminator": .string(branching.discriminator),
            "branches": .array(
              branching.branches.map { branch in
                ["value": .string(branch.valueText), "keys": .array(branch.keys.map(JSONValue.string))]
              }),
          ]
        }),
    ]
  }

  static func inspection(_ inspection: PayloadInspection, source: String, workspace: Workspace, model: WorkspaceModel)
    -> JSONValue
  {
    var object: JSONObject = [
      "workspace": .string(workspace.name), "model": .string(model.name), "source": .string(source),
    ]
    if let decoder = model.foundDecoder { object["decoderFound"] = .string(decoder) }
    if let keys = model.foundKeys { object["keysFound"] = .string(keys.rawValue) }
    if let dates = model.foundDates { object["datesFound"] = .string("\(dates)") }
    switch inspection.verdict {
    case .decodes:
      object["verdict"] = "decodes"
    case .fails(let diagnosis):
      object["verdict"] = inspection.needsContext ? "not checked" : "fails"
      object["firstFailure"] = diagnosisJSON(diagnosis)
    case .invalidJSON(let error):
      object["verdict"] = "invalid JSON"
      object["error"] = [
        "line": .number(JSONNumber(error.line)), "column": .number(JSONNumber(error.column)),
        "message": .string(error.message),
      ]
    case .stopped(let stop):
      object["verdict"] = "model stopped"
      object["finding"] = .string(stop.description)
    }
    if let trace = inspection.trace {
      object["failures"] = .array(trace.failures.map(failureJSON))
      object["unreadKeys"] = .array(trace.unreadKeys.map { .string($0.description) })
    }
    object["comparison"] = .array(inspection.comparison.map(comparisonJSON))
    return .object(object)
  }

  private static func diagnosisJSON(_ diagnosis: DecodingDiagnosis) -> JSONValue {
    var object: JSONObject = ["path": .string(diagnosis.path.description), "message": .string(diagnosis.message)]
    if let location = diagnosis.location {
      object["line"] = .number(JSONNumber(location.line))
      object["column"] = .number(JSONNumber(location.column))
    }
    return .object(object)
  }

  private static func failureJSON(_ failure: FieldFailure) -> JSONValue {
    var object: JSONObject = ["path": .string(failure.path.description), "kind": .string(failure.kind.rawValue)]
    if let location = failure.location {
      object["line"] = .number(JSONNumber(location.line))
      object["column"] = .number(JSONNumber(location.column))
    }
    object["expected"] = .string(failure.expected)
    object["found"] = failure.found.map(JSONValue.string) ?? .null
    object["message"] = .string(failure.message)
    return .object(object)
  }

  private static func comparisonJSON(_ result: FieldComparison) -> JSONValue {
    let verdict: String
    var object: JSONObject = [
      "path": .string(result.path.description), "expected": .string(result.expected), "actual": .string(result.actual),
    ]
    switch result.verdict {
    case .match: verdict = "match"
    case .mismatch: verdict = "mismatch"
    case .normalized(let rule):
      verdict = "normalized"
      object["rule"] = .string(rule)
    case .notCompared(let reason):
      verdict = "not compared"
      object["reason"] = .string(reason)
    }
    object["verdict"] = .string(verdict)
    return .object(object)
  }
}
