import FixtureEngine
import Foundation
import JSONCore
import PayloadSources
import WorkbenchContext
import WorkbenchUI

/// A set of payloads in the app: decoded and summarized once (in the model's worker), then each
/// payload read again from its input when the user steps to it, so the set is never held.
enum PayloadSetWork {
  /// Decodes and summarizes the set, with progress every 500 payloads.
  static func summarize(_ payloadSet: PayloadSet, model: WorkspaceModel, in context: AppContext, report: (Msg) -> Void)
  {
    var entries: [PayloadSetBrowser.Entry] = []
    let result = PayloadSetRun(model: model).run(payloadSet, files: context.files) { outcome in
      entries.append(entry(outcome))
      if entries.count % 500 == 0 { report(.progress("decoded \(entries.count) payloads…")) }
    }
    if Task.isCancelled { return }
    for unreadable in result.reading.unreadable { report(.progress(unreadable.description)) }
    report(.setSummarized(entries, result.summary))
  }

  /// Reads the payload at `index` of the set again (from `origin` alone when known: a file, a line
  /// of a log at its offset, an entry of a capture) and parses it.
  static func open(
    _ payloadSet: PayloadSet, index: Int, origin: PayloadOrigin?, name: String, in context: AppContext,
    report: (Msg) -> Void
  ) {
    if let origin {
      do {
        let bytes = try payloadSet.bytes(at: origin, with: context.files)
        let item = PayloadItem(name: name, bytes: bytes, origin: origin)
        PayloadOpening.parse(bytes, name: name, place: { item.place($0.location) }, report: report)
      } catch {
        report(.openFailed("\(name): cannot read it again: \(FileErrorText.reason(error))"))
      }
      return
    }
    var found: PayloadSetEntry?
    var position = 0
    _ = payloadSet.read(with: context.files) { entry in
      if position == index { found = entry }
      position += 1
    }
    switch found {
    case .payload(let item)?:
      PayloadOpening.parse(item.bytes, name: name, place: { item.place($0.location) }, report: report)
    case .problem(let problemName, let message)?: report(.openFailed("\(problemName): \(message)"))
    case nil: report(.openFailed("\(name): no longer in its input"))
    }
  }

  private static func entry(_ outcome: PayloadSetRun.Outcome) -> PayloadSetBrowser.Entry {
    let failure: String? =
      switch outcome.record.verdict {
      case .decodes: nil
      case .fails(let path, _): "fails at \(path)"
      case .notJSON(_, let message): "not JSON: \(message)"
      case .stopped: "the model's code stopped"
      case .unusable(let message): message
      }
    // The payload's own name: opening it names the place where its text stops being JSON.
    return PayloadSetBrowser.Entry(
      name: outcome.item?.name ?? outcome.name, decodes: outcome.record.decodes, failure: failure,
      origin: outcome.item?.origin)
  }
}
