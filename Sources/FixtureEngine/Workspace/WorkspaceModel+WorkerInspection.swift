import Foundation
import ModelProbe

extension WorkspaceModel {
  /// Parses `data` once (in the worker, when the model's code runs in one), then inspects it as
  /// ``inspect(_:comparisonLimit:dates:listing:lane:)-(PayloadText,_,_,_,_)`` does.
  public func inspect(
    _ data: Data, comparisonLimit: Int? = nil, dates: DecodingOptions.Dates? = nil,
    listing: ComparisonListing = .everyValue, lane: Int = 0
  ) -> PayloadInspection {
    // A worker parses the bytes itself: parsing them here too would be a second parse.
    if let inspection = inspectInWorker(
      data, comparisonLimit: comparisonLimit, dates: dates, listing: listing, lane: lane)
    {
      return inspection
    }
    do {
      return inspect(try PayloadText(parsing: data), comparisonLimit: comparisonLimit, dates: dates, listing: listing)
    } catch {
      return .invalid(error, bytes: data)
    }
  }

  /// Decodes `payload` through the adapter, traces it, and compares the decoded model with its
  /// values (the first `comparisonLimit` of them, when a limit is given): through the fragment's
  /// keys when the model has one, else through the learned property map. The failing fields come
  /// without line and column: `PayloadInspection.located()` adds them. When the model's code
  /// stops its worker, the verdict says so. `dates`, when given, replaces the model's own date
  /// strategy for this payload only (the app's `D`). `listing` says which compared values the
  /// inspection lists; a worker sends only those.
  public func inspect(
    _ payload: PayloadText, comparisonLimit: Int? = nil, dates: DecodingOptions.Dates? = nil,
    listing: ComparisonListing = .everyValue, lane: Int = 0
  ) -> PayloadInspection {
    inspectInWorker(payload.bytes, comparisonLimit: comparisonLimit, dates: dates, listing: listing, lane: lane)
      ?? code.inspect(ParsingPayload(parsed: payload), comparisonLimit, dates, listing, { learned.value })
  }

  /// One compact record per payload of `batch`, summarized by `fields`: decoded in the worker when
  /// the model's code runs in one (a payload that stops it is a record of its own), else here.
  /// Batches of different `lane`s may be observed at once: each lane has a worker of its own.
  /// A record of depth `ObservationDepth.verdict` holds the verdict alone.
  public func observe(_ batch: [Data], fields: [SummaryField], depth: ObservationDepth = .record, lane: Int = 0)
    -> [PayloadRecord]
  {
    guard let worker, let address else { return code.observe(batch, fields, depth) }
    return worker.observe(batch, fields: fields, depth: depth, at: address, typeName: typeName, lane: lane)
  }

  /// The worker's inspection of `bytes`, or `nil` when this model's code runs in this process.
  func inspectInWorker(
    _ bytes: Data, comparisonLimit: Int?, dates: DecodingOptions.Dates?, listing: ComparisonListing, lane: Int
  ) -> PayloadInspection? {
    guard let worker, let address else { return nil }
    // A model is learned for its values to be compared: with none to compare, it need not be.
    let compares = fragmentType == nil && comparisonLimit != 0
    if compares, let learning, learned.madeValue == nil, learning.keptLearned == nil {
      // Nothing learned yet: the inspecting worker learns it beside the decode, off the path to
      // the verdict. Where that stops the worker, the model is learned as before, in the learner,
      // where a stop is the learning's, and the payload inspected again.
      var inspection = worker.inspect(
        bytes, at: address, typeName: typeName, comparisonLimit: comparisonLimit, dates: dates, learned: nil,
        listing: listing, lane: lane)
      if let found = inspection.learned {
        inspection.learned = nil
        let kept = learned.value(makingWith: { found })
        if kept == found { learning.keep(found) }
        return inspection
      }
    }
    return worker.inspect(
      bytes, at: address, typeName: typeName, comparisonLimit: comparisonLimit, dates: dates,
      learned: compares ? learned.value : nil, listing: listing, lane: lane)
  }
}
