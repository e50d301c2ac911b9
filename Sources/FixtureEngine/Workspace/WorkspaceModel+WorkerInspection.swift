import Foundation
import ModelProbe

extension WorkspaceModel {
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
