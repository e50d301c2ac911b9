import FixtureEngine
import JSONCore
import PayloadSources

/// `inspect --format json` over many payloads, written as the payloads are decoded: the same text
/// as ``JSONReports/payloadSet(payloads:summary:reading:workspace:model:)`` printed pretty, without
/// holding every payload's entry until the end.
struct StreamedSetReport {
  private var head: String?
  private var count = 0

  /// A report whose first lines name the workspace and the model.
  init(workspace: Workspace, model: WorkspaceModel) {
    head =
      "{\n  \"workspace\": \(JSONValue.string(workspace.name).compactText),\n"
      + "  \"model\": \(JSONValue.string(model.name).compactText),\n  \"payloads\": ["
  }

  /// The text of one entry of `payloads` (after the head, the first time).
  mutating func payload(_ entry: JSONValue) -> String {
    let indented = entry.prettyText.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0 }.joined(separator: "\n")
    defer { count += 1 }
    return (count == 0 ? takeHead() + "\n" : ",\n") + indented
  }

  /// The rest of the report: the end of `payloads`, the summary, the unreadable inputs.
  mutating func end(summary: PayloadSetSummary, reading: PayloadSet.Reading) -> String {
    let tail = JSONValue.object(JSONReports.payloadSetTail(summary: summary, reading: reading))
    let body = tail.prettyText.dropFirst(2)  // "{\n"
    return (count == 0 ? takeHead() + "],\n" : "\n  ],\n") + body + "\n"
  }

  private mutating func takeHead() -> String {
    defer { head = nil }
    return head ?? ""
  }
}
