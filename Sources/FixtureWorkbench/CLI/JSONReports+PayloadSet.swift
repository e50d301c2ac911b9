import FixtureEngine
import JSONCore
import PayloadSources

extension JSONReports {
  /// One entry of `payloads`: `name`, `verdict` (`decodes` or `fails`), `failsAt` (a path or
  /// `null`), and for a failure its `message`.
  static func payload(_ outcome: PayloadSetRun.Outcome) -> JSONValue {
    var object: JSONObject = ["name": .string(outcome.name)]
    switch outcome.record.verdict {
    case .decodes:
      object["verdict"] = "decodes"
      object["failsAt"] = .null
    case .fails(let path, let message):
      object["verdict"] = "fails"
      object["failsAt"] = .string(path.description)
      object["message"] = .string(message)
    case .notJSON(_, let message):
      object["verdict"] = "fails"
      object["failsAt"] = .null
      object["message"] = .string("not JSON: \(message)")
    case .stopped(let stop):
      object["verdict"] = "fails"
      object["failsAt"] = .null
      object["message"] = .string("the model's code stopped: \(stop)")
    case .unusable(let message):
      object["verdict"] = "fails"
      object["failsAt"] = .null
      object["message"] = .string(message)
    }
    return .object(object)
  }

  /// The report of a set: `workspace`, `model`, `payloads`, then ``payloadSetTail(summary:reading:)``.
  static func payloadSet(
    payloads: [JSONValue], summary: PayloadSetSummary, reading: PayloadSet.Reading, workspace: Workspace,
    model: WorkspaceModel
  ) -> JSONValue {
    var object: JSONObject = [
      "workspace": .string(workspace.name), "model": .string(model.name), "payloads": .array(payloads),
    ]
    for member in payloadSetTail(summary: summary, reading: reading) { object[member.key] = member.value }
    return .object(object)
  }

  /// What follows the payloads: `summary` (`payloads`, `decode`, `fail`, `notJSON`, `fields`,
  /// `neverRead`), `unreadable` and `skippedEntries`.
  static func payloadSetTail(summary: PayloadSetSummary, reading: PayloadSet.Reading) -> JSONObject {
    func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
    let fields: [JSONValue] = summary.fields.map { field in
      let agreement = summary.agreement(field)
      return [
        "path": .string(field.field.path.description), "required": .bool(field.field.isRequired),
        "present": number(field.present), "null": number(field.null), "absent": number(field.absent),
        "wrongType": number(field.wrongType),
        "unknownValues": .object(JSONObject(field.unknownValues.map { JSONMember($0.value, number($0.count)) })),
        "failing": number(field.failing),
        "agreement": agreement.map { .string($0.severity.rawValue) } ?? .null,
        "message": agreement.map { .string($0.text) } ?? .null,
      ]
    }
    return [
      "summary": [
        "payloads": number(summary.payloads), "decode": number(summary.decoding), "fail": number(summary.failing),
        "notJSON": number(summary.notJSON), "fields": .array(fields),
        "neverRead": .array(
          summary.neverRead.map { ["path": .string($0.path.description), "count": number($0.count)] }),
      ],
      "unreadable": .array(reading.unreadable.map { ["path": .string($0.path), "reason": .string($0.reason)] }),
      "skippedEntries": number(reading.skippedEntries),
    ]
  }
}
