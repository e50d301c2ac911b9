import Foundation
import ModelProbe

/// The inspections of a workspace's fixtures that a lint made, kept between runs under each
/// fixture's path with what the inspection was made from: a lint of a fixture whose bytes and
/// model did not change asks no worker.
package typealias InspectionCache = CacheFile<KeptInspection>

/// One fixture's inspection, as kept.
package struct KeptInspection: Codable, Sendable, Equatable {
  /// The model as its worker is asked for it, and the digest of the fixture's bytes.
  var inputs: String
  /// The inspection, located in the fixture's text.
  var inspection: PayloadInspection

  /// Two kept inspections of the same inputs are the same: the model's decoding made both.
  package static func == (lhs: KeptInspection, rhs: KeptInspection) -> Bool {
    lhs.inputs == rhs.inputs
  }
}

extension WorkspaceModel {
  /// The inspection of `bytes`, the fixture at `path`, with no values compared, located in its
  /// text: as `cache` keeps it for the same model and bytes, else made and kept there. An
  /// inspection the model's code stopped is made again the next time: a time limit met on a busy
  /// machine says nothing of the next run.
  package func lintInspection(of bytes: Data, at path: String, cache: InspectionCache?, lane: Int = 0)
    -> PayloadInspection
  {
    guard let cache else { return inspect(bytes, comparisonLimit: 0, lane: lane).located() }
    let inputs = [name, typeName, address.map { "\($0)" } ?? "", KeptFit.digest(of: bytes)].joined(separator: "\t")
    if let kept = cache.value(for: path), kept.inputs == inputs { return kept.inspection }
    let inspection = inspect(bytes, comparisonLimit: 0, lane: lane).located()
    if case .stopped = inspection.verdict { return inspection }
    cache.set(KeptInspection(inputs: inputs, inspection: inspection), for: path)
    return inspection
  }
}
