import Foundation

/// Finds the `terminal-demo` executable next to the test bundle in the build folder.
enum DemoBinary {
  static let name = "terminal-demo"

  /// The built demo, or `nil` when it is not built.
  static let url: URL? = {
    let bundle = Bundle.main.bundleURL
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folders = [
      bundle, bundle.deletingLastPathComponent(),
      Bundle.main.executableURL?.deletingLastPathComponent(),
      packageRoot.appendingPathComponent(".build/debug"),
    ]
    return folders.compactMap { $0?.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The demo, or a test failure that says how to build it.
  static func required() throws -> URL {
    guard let url else {
      throw DemoBinaryMissing()
    }
    return url
  }
}

struct DemoBinaryMissing: Error, CustomStringConvertible {
  var description: String {
    "terminal-demo is not in the build folder next to the tests (\(Bundle.main.bundleURL.path)): run `swift build --product terminal-demo` first."
  }
}
