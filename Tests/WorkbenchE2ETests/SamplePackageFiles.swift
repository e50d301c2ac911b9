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

/// A sample package in `.build/`, and this build's `workbench` installed beside it.
struct SamplePackage {
  /// The package's folder.
  let folder: URL
  /// Where its `workbench` is installed.
  let installFolder: URL

  /// The package `.build/<name>`, its `workbench` in `.build/<name>-bin`.
  init(_ name: String) {
    folder = TmuxSession.packageRoot.appendingPathComponent(".build/\(name)")
    installFolder = TmuxSession.packageRoot.appendingPathComponent(".build/\(name)-bin")
  }

  var installed: String { installFolder.appendingPathComponent("workbench").path }

  func write(_ text: String, to path: String) throws {
    try SamplePackageFiles.write(text, to: path, in: folder)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  /// The installed workbench, run in this package.
  func workbench(_ arguments: String...) throws -> (status: Int32, output: String) {
    try run(installed, arguments)
  }

  /// Runs `executable arguments` in the package; standard output and error together.
  func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try OwnPackageSample.run(executable, arguments, in: folder)
  }

  /// The manifest of a package with one library, `library`, and its test target `tests`, which
  /// holds `resources` and depends on this clone's `JSONFragment` and `ModelAdapter` (what
  /// exported tests need).
  static func manifest(name: String, library: String, tests: String, resources: String) -> String {
    let root = TmuxSession.packageRoot
    return """
      // swift-tools-version: 6.1
      \(WorkbenchSourcesListing.line)
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v15)],
        products: [.library(name: "\(library)", targets: ["\(library)"])],
        dependencies: [.package(path: "\(root.path)")],
        targets: [
          .target(name: "\(library)"),
          .testTarget(
            name: "\(tests)",
            dependencies: [
              "\(library)",
              .product(name: "JSONFragment", package: "\(root.lastPathComponent)"),
              .product(name: "ModelAdapter", package: "\(root.lastPathComponent)"),
            ],
            resources: [.copy("\(resources)")]),
        ]
      )

      """
  }
}
