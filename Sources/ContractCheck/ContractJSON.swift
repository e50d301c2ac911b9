import APIContract
import JSONCore
import JSONTrace

/// A contract report as JSON, for scripts: the schemas with their models, and each refusal with
/// its payload, its change, the document's place and the model's failure.
public enum ContractJSON {
  public static func report(_ report: ContractReport) -> JSONValue {
    .object([
      "file": .string(report.file),
      "openapi": .string(report.version),
      "workspace": .string(report.workspace),
      "schemas": .array(report.schemas.map(schema)),
      "refusals": .array(report.refusals.map(refusal)),
    ])
  }

  private static func schema(_ schema: ContractReport.Schema) -> JSONValue {
    var object: JSONObject = [
      "schema": .string(schema.title), "pointer": .string(schema.pointer.description),
      "line": line(schema.place),
      "model": schema.model.map(JSONValue.string) ?? .null,
      "basis": schema.basis.map { .string($0.rawValue) } ?? .null,
    ]
    if let sameAs = schema.sameAs { object.append("sameAs", .string(sameAs)) }
    if schema.model != nil && schema.sameAs == nil {
      object.append("payloads", .number(JSONNumber(schema.payloads)))
      object.append("unread", .number(JSONNumber(schema.unread)))
      object.append("insideOthers", .number(JSONNumber(schema.insideOthers)))
      object.append("together", .number(JSONNumber(schema.together)))
      object.append(
        "checkedElsewhere",
        .object(
          JSONObject(schema.checkedElsewhere.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) })))
      object.append("declared", .number(JSONNumber(schema.declared)))
      object.append("covered", .number(JSONNumber(schema.covered)))
    }
    if let problem = schema.problem { object.append("problem", .string(problem)) }
    if !schema.nearest.isEmpty { object.append("nearest", .array(schema.nearest.map(JSONValue.string))) }
    return .object(object)
  }

  private static func refusal(_ refusal: ContractRefusal) -> JSONValue {
    var object: JSONObject = [
      "model": .string(refusal.model), "field": .string(refusal.field), "property": .string(refusal.modelField),
      "schema": .string(refusal.schema),
      "file": .string(refusal.file), "line": line(refusal.place), "pointer": .string(refusal.pointer.description),
      "allows": .string(refusal.allowance), "message": .string(refusal.summary),
      "payload": refusal.payload,
    ]
    if let change = refusal.change {
      object.append("change", Self.change(change))
    }
    if !refusal.together.isEmpty {
      object.append("together", .array(refusal.together.map(Self.change)))
    }
    if let failure = refusal.failure {
      object.append(
        "failure",
        .object([
          "path": .string(failure.path.description), "kind": .string(failure.kind.rawValue),
          "expected": .string(failure.expected), "found": failure.found.map(JSONValue.string) ?? .null,
          "message": .string(failure.message),
        ]))
    } else {
      object.append("reason", .string(refusal.reason))
    }
    return .object(object)
  }

  private static func change(_ change: PayloadChange) -> JSONValue {
    .object([
      "kind": .string(change.kind.rawValue), "path": .string(change.path.description),
      "value": change.edits.last?.value ?? .null, "absent": .bool(change.edits.last?.value == nil),
    ])
  }

  private static func line(_ place: SpecLocator.Place?) -> JSONValue {
    place.map { .number(JSONNumber($0.line)) } ?? .null
  }
}
