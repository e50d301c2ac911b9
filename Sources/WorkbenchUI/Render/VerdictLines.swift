import FixtureEngine
import JSONCore
import ModelProbe

/// The verdict pane's content as lines for a given width: the adapter's verdict, every failing
/// field, the keys never read, and the comparison of each value with the model.
struct VerdictLine: Equatable {
  enum Tone: Equatable {
    case good, bad, heading, muted, normal
  }

  var text: String
  var tone: Tone
}

enum VerdictLines {
  /// The lines for `width` columns; with `limit`, only about that many (the pane draws a screenful,
  /// and a large payload's comparison has thousands).
  static func build(_ editor: EditorState, width: Int, limit: Int = .max) -> [VerdictLine] {
    var lines: [VerdictLine] = []
    func add(_ text: String, _ tone: VerdictLine.Tone, indent: Int = 0) {
      lines += wrap(text, width: max(4, width), indent: indent).map { VerdictLine(text: $0, tone: tone) }
    }
    var isFull: Bool { lines.count >= limit }
    if let set = editor.payloadSet, set.showsSummary, let summary = set.summary {
      SetSummaryLines.add(summary, entries: set.entries, add)
      return lines
    }
    if let opening = editor.opening { add("opening \(opening)…", .muted) }
    let stops = editor.document.schema.stops
    if !stops.isEmpty {
      add("✗ learning stopped; the keys are those learned before:", .bad)
      for stop in stops { add(stop.description, .normal, indent: 2) }
    }
    guard let inspection = editor.inspection else {
      if editor.isDecoding { add("decoding…", .muted) }
      return lines
    }
    if editor.isDecoding { add("decoding…", .muted) }
    switch inspection.verdict {
    case .decodes:
      add("✓ decodes", .good)
    case .fails(let diagnosis) where inspection.needsContext:
      add("? not checked: the model wants what its package passes in decoder.userInfo", .heading)
      add("JSONDecoder stops at \(diagnosis.path)", .normal, indent: 2)
    case .fails(let diagnosis):
      add("✗ does not decode", .bad)
      add("JSONDecoder stops at \(diagnosis.path)", .normal, indent: 2)
      if let dates = inspection.datesHint {
        let decoders = editor.model.decoding.packageDecoder == nil ? editor.workspace.suggestedDecoders : []
        add(DatesHint.message(for: dates, or: "press D", decoders: decoders), .heading)
      }
    case .invalidJSON(let error):
      add("✗ not JSON: \(error)", .bad)
      return lines
    case .stopped(let stop):
      add("✗ the model's code stopped", .bad)
      add(stop.description, .normal, indent: 2)
      return lines
    }
    if let trace = inspection.trace {
      add("failing fields: \(trace.failures.count)", .heading)
      for failure in trace.failures {
        if isFull { return lines }
        add("! \(failure.path)", .bad)
        add(failure.message, .normal, indent: 4)
      }
      add("never read: \(trace.unreadKeys.count)", .heading)
      for key in trace.unreadKeys {
        if isFull { return lines }
        add("? \(key)", .muted)
      }
    }
    if inspection.decodes {
      let matching = inspection.comparison.filter { $0.verdict == .match }.count
      let normalized = inspection.comparison.count { if case .normalized = $0.verdict { true } else { false } }
      add(
        "model: \(matching) of \(inspection.comparison.count) match"
          + (normalized > 0 ? ", \(normalized) normalized" : ""),
        .heading)
      if inspection.comparison.count >= EditorState.comparedValueLimit {
        add("(the first \(EditorState.comparedValueLimit) values)", .muted)
      }
      for result in inspection.comparison {
        if isFull { return lines }
        switch result.verdict {
        case .match: add("= \(result.path) \(result.expected)", .good)
        case .mismatch: add("≠ \(result.path): \(result.expected) → \(result.actual)", .bad)
        case .normalized(let rule): add("~ \(result.path): \(result.expected) → \(result.actual) (\(rule))", .normal)
        case .notCompared(let reason): add("- \(result.path) (\(reason))", .muted)
        }
      }
    }
    return lines
  }

  /// Breaks `text` into lines of at most `width` columns, at spaces where it can; lines after the
  /// first are indented by `indent + 2`.
  static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var current = String(repeating: " ", count: indent)
    var used = indent
    let continuation = String(repeating: " ", count: min(indent + 2, max(0, width - 4)))
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TextWidth.of(word)
      let needsSpace = used > (lines.isEmpty ? indent : continuation.count)
      if used + (needsSpace ? 1 : 0) + wordWidth <= width {
        if needsSpace {
          current += " "
          used += 1
        }
        current += word
        used += wordWidth
        continue
      }
      if needsSpace {
        lines.append(current)
        current = continuation
        used = continuation.count
      }
      for character in word {
        let columns = TextWidth.of(character)
        if used + columns > width {
          lines.append(current)
          current = continuation
          used = continuation.count
        }
        current.append(character)
        used += columns
      }
    }
    lines.append(current)
    return lines
  }
}
