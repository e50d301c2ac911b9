import FixtureEngine
import FixtureExport

/// One line of the export overlays: text in a style, and where the cursor stands on it, if it does.
struct OverlayLine {
  var text: String
  var style: Style = .plain
  var isSelected = false
  /// The column of the text cursor, for the name being typed.
  var cursorColumn: Int?

  static let blank = OverlayLine(text: "")
}

/// The lines of the export (`x`) and scenario matrix (`m`) overlays for each step.
struct ExportOverlayLines {
  let flow: ExportFlow
  let editor: EditorState
  let layout: ExportOverlayLayout

  var title: String {
    switch flow.purpose {
    case .export: "Export \(editor.model.name)"
    case .matrix: "Scenario matrix \(editor.model.name)"
    }
  }

  var lines: [OverlayLine] {
    switch flow.step {
    case .choosing: flow.purpose == .export ? exportChoices : strategyChoices
    case .naming(let name): naming(name)
    case .planning(let request):
      [
        OverlayLine(text: kindDescription, style: Theme.title), OverlayLine(text: nameLine(request.name)), .blank,
        OverlayLine(text: "planning: decoding the payload, laying out the files…", style: Theme.muted),
      ] + footer("esc close")
    case .planned(let request, let plan, let top): planned(request, plan, top: top)
    case .writing(let plan):
      [OverlayLine(text: "writing \(count(plan.pendingWrites.count, "file"))…", style: Theme.muted)]
    case .failed(let reason): failure(reason)
    }
  }

  private var exportChoices: [OverlayLine] {
    let fragmentNote = editor.model.fragmentName.map { "a test using \($0)" } ?? "a fragment type and a test"
    let rows: [(String, String)] = [
      ("JSON fixture file", "the payload, pretty printed"),
      ("Swift, XCTest", fragmentNote),
      ("Swift, Swift Testing", fragmentNote),
    ]
    return [OverlayLine(text: "What to export:", style: Theme.title)]
      + rows.enumerated().map { index, row in choiceLine(row.0, row.1, index: index, labelWidth: 20) }
      + [.blank, intoLine] + footer("↑↓ choose   enter name it   esc close")
  }

  private var strategyChoices: [OverlayLine] {
    let counts = flow.counts.map(countText)
    let countWidth = counts.map { TextWidth.of($0) }.max() ?? 0
    var lines = [OverlayLine(text: "Cases around this payload, counted before writing:", style: Theme.title)]
    for (index, strategy) in ScenarioStrategy.allCases.enumerated() {
      let padded = String(repeating: " ", count: countWidth - TextWidth.of(counts[index])) + counts[index]
      lines.append(
        choiceLine(strategy.description, padded + overLimitNote(flow.counts[index]), index: index, labelWidth: 12))
    }
    lines += [.blank, OverlayLine(text: "\(flow.writesCaseFixtures ? "[x]" : "[ ]") also one fixture file per case")]
    if let detail = flow.note ?? strategyDetail {
      lines.append(.blank)
      lines += VerdictLines.wrap(detail, width: layout.textWidth, indent: 0).map {
        OverlayLine(text: $0, style: Theme.bad)
      }
      lines.append(.blank)
    }
    return lines + [intoLine] + footer("↑↓ choose   f fixtures   enter name it   esc close")
  }

  /// Why the selected strategy cannot be exported, when it cannot.
  private var strategyDetail: String? {
    switch flow.counts[flow.cursor.selected] {
    case .counted(let count) where count > ExportFlow.caseLimit:
      ScenarioMatrixError.tooManyCases(strategy: flow.strategy, count: count, limit: ExportFlow.caseLimit).description
    case .failed(let reason): reason
    default: nil
    }
  }

  private func countText(_ count: ExportFlow.CaseCount) -> String {
    switch count {
    case .counting: "counting…"
    case .counted(let number): "\(grouped(number)) case\(number == 1 ? "" : "s")"
    case .failed: "cannot count"
    }
  }

  private func overLimitNote(_ count: ExportFlow.CaseCount) -> String {
    guard case .counted(let number) = count, number > ExportFlow.caseLimit else { return "" }
    return "  over the limit of \(grouped(ExportFlow.caseLimit))"
  }

  private func naming(_ name: String) -> [OverlayLine] {
    let label = "Name: "
    let room = max(1, layout.textWidth - TextWidth.of(label) - 1)
    let shown = TextWidth.tail(of: name, fitting: room)
    let used = TextWidth.of(shown)
    let note =
      flow.note.map { OverlayLine(text: $0, style: Theme.bad) }
      ?? OverlayLine(text: "Files and tests are named after it.", style: Theme.muted)
    return [
      OverlayLine(text: kindDescription, style: Theme.title), .blank,
      OverlayLine(text: label + shown, cursorColumn: TextWidth.of(label) + used), .blank, note,
    ]
      + footer("enter plan   ctrl-u clear   esc close")
  }

  private func planned(_ request: ExportRequest, _ plan: ExportPlan, top: Int) -> [OverlayLine] {
    var lines = [
      OverlayLine(text: kindDescription, style: Theme.title),
      OverlayLine(text: nameLine(request.name, caseCount: plan.caseCount, files: plan.files.count)), intoLine, .blank,
    ]
    let note = exportPlanNote(for: plan, in: editor.workspace)
    let rows = layout.fileRows(note: note)
    let shown = plan.files.dropFirst(top).prefix(plan.files.count > rows ? rows - 1 : rows)
    for file in shown {
      let (mark, style) = Self.mark(file.status)
      let markText = mark + String(repeating: " ", count: 11 - mark.count)
      let path = ExportPaths.relative(file.path, to: editor.workspace.exportRoot)
      lines.append(
        OverlayLine(
          text: markText + ExportPaths.shortened(path, toFit: layout.textWidth - markText.count), style: style))
    }
    let hidden = plan.files.count - shown.count
    if hidden > 0 { lines.append(OverlayLine(text: "… \(hidden) more (↑↓ scroll)", style: Theme.muted)) }
    if let note {
      lines.append(.blank)
      lines += layout.noteLines(note).map { OverlayLine(text: $0) }
    }
    let overwrites = plan.overwrites.count
    if overwrites > 0 {
      return lines + [
        .blank,
        OverlayLine(text: "y overwrites \(count(overwrites, "file"))   any other key cancels", style: Theme.bad),
      ]
    }
    if plan.pendingWrites.isEmpty { return lines + footer("nothing to write: every file is unchanged   enter close") }
    return lines + footer("enter writes \(count(plan.pendingWrites.count, "file"))   esc cancel")
  }

  private func failure(_ reason: String) -> [OverlayLine] {
    [OverlayLine(text: "Nothing was written:", style: Theme.bad)]
      + VerdictLines.wrap(reason, width: layout.textWidth, indent: 0).map { OverlayLine(text: $0) }
      + footer("any key closes")
  }

  private static func mark(_ status: ExportPlan.File.Status) -> (String, Style) {
    switch status {
    case .new: ("new", Theme.good)
    case .unchanged: ("unchanged", Theme.muted)
    case .changed: ("overwrite", Theme.bad)
    }
  }

  private func choiceLine(_ label: String, _ detail: String, index: Int, labelWidth: Int) -> OverlayLine {
    let selected = index == flow.cursor.selected
    let padding = String(repeating: " ", count: max(0, labelWidth - TextWidth.of(label)))
    return OverlayLine(text: (selected ? "› " : "  ") + label + padding + "  " + detail, isSelected: selected)
  }

  private var intoLine: OverlayLine {
    let head = "into "
    return OverlayLine(
      text: head + ExportPaths.shortened(editor.workspace.exportRoot, toFit: layout.textWidth - head.count),
      style: Theme.muted)
  }

  private var kindDescription: String {
    switch flow.kind {
    case .fixture: "A JSON fixture file"
    case .swift(.xcTest): "Swift code and an XCTest test"
    case .swift(.swiftTesting): "Swift code and a Swift Testing test"
    case .matrix(let strategy, let fixtures): "Matrix test (\(strategy))\(fixtures ? " with a fixture per case" : "")"
    }
  }

  private func nameLine(_ name: String, caseCount: Int? = nil, files: Int? = nil) -> String {
    let counts = [caseCount.map { count($0, "case") }, files.map { count($0, "file") }].compactMap(\.self)
    return (counts + ["named \"\(name)\""]).joined(separator: ", ")
  }

  private func footer(_ keys: String) -> [OverlayLine] {
    [.blank, OverlayLine(text: keys, style: Theme.muted)]
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// `12345` as `12,345`, the same in every locale.
func grouped(_ number: Int) -> String {
  let digits = String(number.magnitude)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return (number < 0 ? "-" : "") + result
}
