import Foundation

/// A folder of its own under the temporary directory, for a test that writes files.
struct TemporaryFolder {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)").path

  /// Writes `text` to `relative`, a path inside the folder, making the folders on the way.
  func write(_ text: String, to relative: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
