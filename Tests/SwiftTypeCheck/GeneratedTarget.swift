import FixtureEngine
import FixtureExport
import Foundation
import JSONFragment
import Testing

/// Generated files gathered as one test target would hold them, and type-checked with `swiftc`
/// against the modules this package's build already made, as a test target of this package (the
/// models' package) would be.
package struct GeneratedTarget {
  package private(set) var files: [String: String] = [:]

  /// An empty target.
  package init() {}

  /// Adds `generated`; a file name given twice must come with the same text (conformance files).
  package mutating func add(_ generated: [GeneratedSwiftFile], sourceLocation: SourceLocation = #_sourceLocation) {
    for file in generated {
      if let earlier = files[file.name] {
        #expect(earlier == file.contents, "two exports wrote \(file.name) differently", sourceLocation: sourceLocation)
      }
      files[file.name] = file.contents
    }
  }

  /// The compiler's complaints about the files, or `nil` when they type-check without warnings.
  /// With `KEEP_GENERATED=1` in the environment the files stay, and their folder is printed.
  /// Adds a file written by other means than an exporter (a launcher's `main.swift`).
  package mutating func add(name: String, contents: String) {
    files[name] = contents
  }

  package func typeCheckErrors() throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      if ProcessInfo.processInfo.environment["KEEP_GENERATED"] == nil {
        try? FileManager.default.removeItem(at: folder)
      } else {
        print("generated files kept in", folder.path)
      }
    }
    var paths: [String] = []
    for name in files.keys.sorted() {
      let url = folder.appendingPathComponent(name)
      try Data(files[name]!.utf8).write(to: url)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-name", "GeneratedTests",
        "-package-name", Self.packageName, "-I", try Self.modulesFolder(),
      ] + Self.clangModuleMaps().flatMap { ["-Xcc", "-fmodule-map-file=" + $0] } + paths
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : text
  }

  /// The package name SwiftPM gives this package's modules: its folder's name in lower case,
  /// other characters than letters, digits and `_` made `_`.
  private static var packageName: String {
    let folder = packageRoot.lastPathComponent.lowercased()
    return String(
      folder.unicodeScalars.map { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
      })
  }

  private static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Where the build keeps the `.swiftmodule` files of this package's targets (test targets
  /// included): next to the test bundle, in `Modules` on current toolchains.
  private static func modulesFolder() throws -> String {
    var bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if bundleFolder.lastPathComponent.hasSuffix(".xctest") { bundleFolder.deleteLastPathComponent() }
    let packageBuild = packageRoot.appendingPathComponent(".build/debug")
    let candidates = [bundleFolder, packageBuild].flatMap { [$0.appendingPathComponent("Modules"), $0] }
    for candidate in candidates {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("JSONFragment.swiftmodule").path) {
        return candidate.path
      }
    }
    throw ModulesNotFound(searched: candidates.map(\.path))
  }

  /// The module maps the build wrote for this package's C targets (`CCurses`), which a file that
  /// imports a module built over them needs too.
  private static func clangModuleMaps() -> [String] {
    guard let modules = try? modulesFolder() else { return [] }
    let build =
      URL(fileURLWithPath: modules).lastPathComponent == "Modules"
      ? URL(fileURLWithPath: modules).deletingLastPathComponent() : URL(fileURLWithPath: modules)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    return entries.filter { $0.hasSuffix(".build") }.sorted()
      .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
      .filter { FileManager.default.fileExists(atPath: $0) }
  }

  struct ModulesNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "no JSONFragment.swiftmodule in \(searched.joined(separator: ", ")); build with `swift build --build-tests` first"
    }
  }
}
