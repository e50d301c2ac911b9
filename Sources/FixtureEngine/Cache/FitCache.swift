import Foundation
import JSONCore

/// The fits of a workspace's fixtures (``Workspace/assigningByFit(_:in:progress:)``) kept between runs,
/// under each fixture's name with the digest of its bytes: a run fits only the fixtures that
/// changed.
package typealias FitCache = CacheFile<KeptFit>

/// One fixture's fit, as kept.
package struct KeptFit: Codable, Sendable, Equatable {
  /// The digest of the fixture's bytes the fit was made for (``digest(of:)``).
  var digest: String
  /// The model it fits, or `nil` when it fits none.
  var model: String?
  /// For a fixture that fits none, the models it came closest to, and why each failed.
  var misfits: [[String]]
  /// Whether the fit was proved in this build: fitted again because its model did not decode it,
  /// and still given to that model, broken. Such a fit is believed without fitting it again.
  var proved: Bool? = nil
  /// Whether the model does not decode it and was chosen as the one that reads the most of it
  /// (``FixtureFile/fitFails``).
  var fails: Bool? = nil

  /// The digest of a fixture's bytes.
  static func digest(of bytes: Data) -> String {
    "\(bytes.count)-\(FNV1a(bytes).hex)"
  }
}
