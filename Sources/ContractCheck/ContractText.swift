import APIContract
import JSONCore

/// A contract report as text: a line for the whole, then each model with its schemas, its
/// refusals and the change each refuses, then the schemas with no model and their nearest models.
public enum ContractText {
  public static func text(_ report: ContractReport) -> String {
    let mapped = report.schemas.filter { $0.model != nil }
    let refusals = report.refusals.count
    var lines = [
      "\(report.file) (OpenAPI \(report.version)) against workspace \(report.workspace): "
        + "\(count(report.schemas.count, "schema")), \(mapped.count) with a model, "
        + "\(report.schemas.count - mapped.count) without; \(count(refusals, "refusal"))"
    ]
    let byModel = Dictionary(grouping: mapped, by: { $0.model ?? "" })
    let refusalsByModel = Dictionary(grouping: report.refusals, by: \.model)
    for model in byModel.keys.sorted() {
      let schemas = byModel[model] ?? []
      let checked = schemas.filter { $0.sameAs == nil }
      let payloads = checked.map(\.payloads).reduce(0, +)
      let unread = checked.map(\.unread).reduce(0, +)
      let inside = checked.map(\.insideOthers).reduce(0, +)
      let together = checked.map(\.together).reduce(0, +)
      let skipped = [
        unread > 0 ? "\(unread) change only keys the model never reads" : nil,
        inside > 0 ? "\(inside) change inside components checked on their own" : nil,
      ].compactMap(\.self)
      let covered = checked.map(\.covered).reduce(0, +)
      let declared = checked.map(\.declared).reduce(0, +)
      let refused = refusalsByModel[model] ?? []
      lines.append("")
      if checked.isEmpty, let first = schemas.first?.sameAs {
        lines.append("\(model): its payloads are \(first)'s, in a list")
      } else {
        lines.append(
          "\(model): \(count(payloads, "payload"))"
            + (skipped.isEmpty ? "" : " (\(unread + inside) not decoded: \(skipped.joined(separator: ", ")))")
            + (together > 0 ? " and \(together) with changes made together" : "")
            + ", \(covered) of \(declared) optional, nullable and enum places covered; "
            + (refused.isEmpty ? "every payload decodes" : count(refused.count, "refusal")))
      }
      for schema in schemas {
        lines.append("  schema \(schema.title) (\(place(schema, report)); \(how(schema)))")
        if schema.leftOut > 0 { lines.append("    \(schema.leftOut) changes past the limit were not made") }
        if !schema.checkedElsewhere.isEmpty {
          let parts = schema.checkedElsewhere.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
          lines.append("    checked on their own: " + parts.joined(separator: ", "))
        }
      }
      for refusal in refused {
        lines.append("  " + refusal.summary)
        if let change = refusal.change {
          lines.append("      the change: " + made(change))
          for other in refusal.together { lines.append("      with: " + made(other)) }
        } else {
          lines.append("      the payload: \(ShortText.of(refusal.payload.compactText))")
        }
      }
    }
    let unmapped = report.schemas.filter { $0.model == nil }
    if !unmapped.isEmpty {
      lines.append("")
      lines.append("schemas with no model:")
      for schema in unmapped {
        var line = "  \(schema.title) (\(place(schema, report))): \(schema.problem ?? "no model")"
        if schema.partOf == nil, !schema.nearest.isEmpty {
          line += "; nearest: " + schema.nearest.joined(separator: ", ")
        }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `note → null`: where a change is made and the value it leaves there.
  private static func made(_ change: PayloadChange) -> String {
    let value = change.edits.last?.value.map { ShortText.of($0.compactText) } ?? "absent"
    return "\(change.path.description.isEmpty ? "the body" : change.path.description) → \(value)"
  }

  private static func place(_ schema: ContractReport.Schema, _ report: ContractReport) -> String {
    schema.place.map { "\(report.file):\($0.line)" } ?? report.file
  }

  private static func how(_ schema: ContractReport.Schema) -> String {
    if let sameAs = schema.sameAs {
      return schema.model?.hasPrefix("[") == true ? "a list of \(sameAs)'s payloads" : "its payloads are \(sameAs)'s"
    }
    switch schema.basis {
    case .pinned?: return "pinned by the configuration"
    case .name?: return "by its name"
    case .fit?: return "by the fit of its first payload"
    case nil: return "no model"
    }
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// A value's text cut to a line's worth.
enum ShortText {
  static func of(_ text: String, limit: Int = 100) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
