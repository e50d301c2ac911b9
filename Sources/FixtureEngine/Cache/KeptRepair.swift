import Foundation

/// A repair `lint --fix` worked out for one fixture, kept for the next run of the same build: the
/// lint that first finds a model change broke fixtures works their repairs out while its workers
/// run, and `lint --fix` then shows them without proving them again.
package struct KeptRepair: Codable, Sendable, Equatable {
  /// A digest of everything the repair was worked out from besides the build: the model, the
  /// fixture's bytes, the bytes of the model's other fixtures and the tree kept from before the
  /// change. A repair whose inputs differ now is worked out again.
  package var inputs: String
  /// The repair, as the lint target encodes it.
  package var outcome: Data

  package init(inputs: String, outcome: Data) {
    self.inputs = inputs
    self.outcome = outcome
  }
}
