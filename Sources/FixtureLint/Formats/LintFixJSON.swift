import FixtureEngine
import JSONCore

/// `workbench lint --fix --format json`: each fixture that no longer decodes, with its repairs and
/// diff or the fields it leaves to a person, and whether it was written.
public enum LintFixJSON {
  /// The JSON of `fixes`, of which those at `written` were written.
  public static func report(
    _ fixes: [FixtureFix], generated: [GeneratedFile] = [], workspace: Workspace, written: [String]
  ) -> JSONValue {
    let root = workspace.path("")
    let fixtures: [JSONValue] = fixes.map { fix in
      let file = fix.fixture.path.hasPrefix(root) ? String(fix.fixture.path.dropFirst(root.count)) : fix.fixture.path
      var members = [
        JSONMember("file", .string(file)), JSONMember("path", .string(fix.fixture.path)),
        JSONMember("model", fix.fixture.modelName.map(JSONValue.string) ?? .null),
        JSONMember("written", .bool(written.contains(fix.fixture.path))),
      ]
      switch fix.outcome {
      case .repaired(_, let notes):
        members.append(JSONMember("status", "repaired"))
        let repairs: [JSONValue] =
          notes.map { note -> JSONValue in
            [
              "kind": .string(note.kind.rawValue), "path": .string(note.path.description),
              "detail": .string(note.detail), "review": .bool(note.needsReview),
            ]
          }
        members.append(JSONMember("repairs", .array(repairs)))
        members.append(JSONMember("diff", .string(fix.diff(naming: file) ?? "")))
      case .needsYou(let fields, let summary):
        members.append(JSONMember("status", "needs you"))
        members.append(JSONMember("summary", .string(summary)))
        let unrepaired: [JSONValue] =
          fields.map { field -> JSONValue in
            [
              "path": .string(field.failure.path.description), "message": .string(field.failure.message),
              "reason": .string(field.reason),
            ]
          }
        members.append(JSONMember("unrepaired", .array(unrepaired)))
      }
      return .object(JSONObject(members))
    }
    let repaired = fixes.filter { $0.repairedText != nil }.count
    let files: [JSONValue] = generated.map { fragment in
      var kind: JSONValue = "fragment"
      if case .stateTest = fragment.kind { kind = "stateTest" }
      return [
        "path": .string(fragment.path), "kind": kind, "model": .string(fragment.model),
        "reason": .string(fragment.reason),
        "rewritten": .bool(fragment.regenerated != nil), "written": .bool(written.contains(fragment.path)),
        "diff": .string(
          fragment.regenerated.map { UnifiedDiff(file: fragment.path, old: fragment.original, new: $0).text } ?? ""),
      ]
    }
    return [
      "workspace": .string(workspace.name), "fixtures": .array(fixtures), "generated": .array(files),
      "summary": [
        "repaired": .number(JSONNumber(repaired)), "needYou": .number(JSONNumber(fixes.count - repaired)),
        "written": .number(JSONNumber(written.count)),
      ],
    ]
  }
}
