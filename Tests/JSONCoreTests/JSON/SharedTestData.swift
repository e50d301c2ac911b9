import Foundation
import Testing

/// The project's shared test data (`../shared/data` beside the package), which tests read in place.
enum SharedTestData {
  /// The folder, or `nil` when this clone has no `../shared` beside it.
  static let directory: URL? = {
    if let override = ProcessInfo.processInfo.environment["FIXTURE_WORKBENCH_SHARED_DATA"] {
      return URL(fileURLWithPath: override)
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
    return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
  }()

  /// `JSONTestSuite/test_parsing`, if present.
  static var jsonTestSuite: URL? {
    directory?.appendingPathComponent("JSONTestSuite/test_parsing")
  }

  /// Whether tests that need the data should run. In CI (`CI` set) they always run, so a missing
  /// folder fails loudly there instead of skipping.
  static var isAvailable: Bool {
    jsonTestSuite != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  static let skipMessage: Comment = "../shared/data is not beside this clone; JSONTestSuite tests are skipped"

  /// The files of the suite whose names start with `prefix` (`y_`, `n_`, `i_`), sorted.
  static func suiteFiles(prefix: String) throws -> [URL] {
    guard let folder = jsonTestSuite else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "../shared/data/JSONTestSuite/test_parsing"])
    }
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasPrefix(prefix) && $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
