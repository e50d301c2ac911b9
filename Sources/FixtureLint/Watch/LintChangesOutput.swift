import JSONCore

/// What `workbench lint --watch` prints after a run, in each of lint's formats: only what changed
/// since the run before (on the first run, what is broken), then a summary.
public struct LintChangesOutput {
  /// Paths below it are shown relative to it.
  public var currentDirectory: String

  /// Output with paths relative to `currentDirectory`.
  public init(currentDirectory: String) {
    self.currentDirectory = currentDirectory
  }

  /// The changes a run made worth printing: on the first run, the fixtures that do not do what
  /// they are meant to and the contract's refusals; after it, every change.
  public func shown(_ changes: LintChanges, isFirst: Bool) -> [LintChanges.Change] {
    isFirst ? changes.changes.filter { $0.entry.status != "as expected" } : changes.changes
  }

  /// Lines of text: `fixed: FILE`, `now broken: FILE:LINE:COLUMN: message`, then
  /// `lint: 1 fixed, 0 now broken; 13 fixtures: 10 as expected, 3 broken`.
  public func text(_ changes: LintChanges, isFirst: Bool) -> String {
    var lines = shown(changes, isFirst: isFirst).map { change in
      let label = isFirst ? change.entry.status : label(change)
      return "\(label): " + said(change.entry)
    }
    lines.append("lint: " + tally(changes, isFirst: isFirst) + "; " + summary(changes.after))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of JSON a run: the changes and the summary.
  public func json(_ changes: LintChanges, isFirst: Bool) -> String {
    let shown: [JSONValue] = shown(changes, isFirst: isFirst).map { change in
      var object: JSONObject = [
        "change": .string(isFirst ? "found" : change.kind.rawValue), "path": .string(change.entry.path),
        "status": .string(change.entry.status),
      ]
      if let model = change.entry.model { object["model"] = .string(model) }
      if change.entry.status == "refused" { object["change"] = .string(change.kind.rawValue) }
      if let error = change.entry.error {
        object["message"] = .string(error.message)
        if let line = error.line { object["line"] = .number(JSONNumber(line)) }
        if let column = error.column { object["column"] = .number(JSONNumber(column)) }
      }
      return .object(object)
    }
    let after = changes.after
    var summary: JSONObject = [
      "fixtures": .number(JSONNumber(after.fixtures)), "asExpected": .number(JSONNumber(after.asExpected)),
      "broken": .number(JSONNumber(after.broken)),
    ]
    if after.contractChecked { summary["refusals"] = .number(JSONNumber(after.refusals.count)) }
    let run: JSONValue = ["first": .bool(isFirst), "changes": .array(shown), "summary": .object(summary)]
    return run.compactText + "\n"
  }

  /// GitHub Actions workflow commands: an error for each broken fixture, a notice for each fixed
  /// one, then the summary as plain text.
  public func annotations(_ changes: LintChanges, isFirst: Bool) -> String {
    var lines = shown(changes, isFirst: isFirst).map { change in
      var properties = ["file=" + LintAnnotations.escapedProperty(display(change.entry.path))]
      if let line = change.entry.error?.line { properties.append("line=\(line)") }
      if let column = change.entry.error?.column { properties.append("col=\(column)") }
      let label = isFirst ? change.entry.status : label(change)
      properties.append("title=" + LintAnnotations.escapedProperty("workbench lint: \(label)"))
      let command = LintChanges.fails(change) ? "error" : "notice"
      return "::\(command) \(properties.joined(separator: ","))::"
        + LintAnnotations.escapedData(change.entry.error?.message ?? label)
    }
    lines.append("lint: " + tally(changes, isFirst: isFirst) + "; " + summary(changes.after))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A JUnit document of the fixtures that changed: one test case each, failed where it is broken.
  public func junit(_ changes: LintChanges, isFirst: Bool) -> String {
    let shown = shown(changes, isFirst: isFirst)
    let failing = shown.filter(LintChanges.fails)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="workbench lint --watch" tests="\#(shown.count)" failures="\#(failing.count)" errors="0">"#,
      #"  <testsuite name="changes" tests="\#(shown.count)" failures="\#(failing.count)" errors="0" skipped="0">"#,
    ]
    for change in shown {
      let name = LintJUnit.escaped(display(change.entry.path))
      let label = LintJUnit.escaped(isFirst ? change.entry.status : label(change))
      guard LintChanges.fails(change) else {
        lines.append(#"    <testcase name="\#(name)" classname="\#(label)"/>"#)
        continue
      }
      let message = LintJUnit.escaped(change.entry.error == nil ? "broken" : said(change.entry))
      lines.append(#"    <testcase name="\#(name)" classname="\#(label)">"#)
      lines.append(#"      <failure message="\#(message)"/>"#)
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func label(_ change: LintChanges.Change) -> String {
    change.kind == .otherwise ? "now \(change.entry.status)" : change.kind.rawValue
  }

  /// `FILE:LINE:COLUMN: message`; a refusal of the contract as it says itself, its place included.
  private func said(_ entry: LintSnapshot.Entry) -> String {
    guard let error = entry.error else { return place(entry) }
    return entry.status == "refused" ? error.message : "\(place(entry)): \(error.message)"
  }

  private func place(_ entry: LintSnapshot.Entry) -> String {
    guard let line = entry.error?.line else { return display(entry.path) }
    return "\(display(entry.path)):\(line)" + (entry.error?.column.map { ":\($0)" } ?? "")
  }

  private func tally(_ changes: LintChanges, isFirst: Bool) -> String {
    if isFirst { return "watching" }
    if changes.changes.isEmpty { return "no change" }
    let contract =
      changes.after.contractChecked ? ", \(changes.count(.refused)) refused, \(changes.count(.accepted)) accepted" : ""
    return "\(changes.count(.fixed)) fixed, \(changes.count(.nowBroken)) now broken" + contract
  }

  private func summary(_ snapshot: LintSnapshot) -> String {
    let noun = snapshot.fixtures == 1 ? "fixture" : "fixtures"
    let refusals = snapshot.refusals.count
    let contract = snapshot.contractChecked ? "; contract: \(refusals) refusal\(refusals == 1 ? "" : "s")" : ""
    return "\(snapshot.fixtures) \(noun): \(snapshot.asExpected) as expected, \(snapshot.broken) broken" + contract
  }

  private func display(_ path: String) -> String {
    let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
