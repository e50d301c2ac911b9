import Foundation

/// A line naming the files of this clone's `Sources`, for the manifest of a sample package that
/// depends on the clone by path. SwiftPM keeps a path dependency's list of files until a manifest
/// that depends on it changes: when a source file is added to the clone, this line changes, so
/// the sample's own `swift test` sees the new file instead of failing on it.
enum WorkbenchSourcesListing {
  static var line: String {
    let sources = TmuxSession.packageRoot.appendingPathComponent("Sources")
    let paths =
      (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }.sorted()
    // FNV-1a, 64 bits: the same list gives the same line in every run.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in paths.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "// Fixture Workbench sources: \(paths.count) files, \(String(hash, radix: 16))"
  }
}
