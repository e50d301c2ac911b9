import Foundation

/// What the sample packages of the end-to-end tests share: their files written only when their
/// text changed (so a later run builds incrementally), and this build's `workbench` installed
/// beside them, as `./dev install` would, with this clone recorded as its source.
enum SamplePackageFiles {
  /// Writes `text` at `path` inside `folder` when it is not there already.
  static func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
  }

  /// A copy of this build's `workbench` in `installFolder`, its launchers built against this clone.
  static func installWorkbench(in installFolder: URL) throws {
    let installed = installFolder.appendingPathComponent("workbench")
    try FileManager.default.createDirectory(at: installFolder, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: installed)
    try FileManager.default.copyItem(at: TmuxSession.binaryFolder.appendingPathComponent("workbench"), to: installed)
    try Data((TmuxSession.packageRoot.path + "\n").utf8).write(
      to: installFolder.appendingPathComponent(".workbench-source"))
  }

  /// `code` of an exported test with the payload it decodes changed: `original` replaced by
  /// `changed` in the bytes of `document` (`fragment` or `fragments`), so that a test that
  /// compares must fail.
  static func changingThePayload(
    of code: String, document: String, data: String, from original: String, to changed: String
  )
    -> String
  {
    code.replacingOccurrences(
      of: "StubHTTPClient(body: \(document).\(data)())",
      with:
        "StubHTTPClient(body: Data(String(decoding: \(document).\(data)(), as: UTF8.self).replacingOccurrences(of: \"\(original)\", with: \"\(changed)\").utf8))"
    )
  }
}
