import FixtureEngine
import Foundation
import JSONCore
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// Whether `workbench init` writes `fixture-workbench.json`: there is none, or `force`, or the
  /// user says so when asked on a terminal.
  public func replacesConfiguration(force: Bool) -> Bool {
    if !files.exists(configurationPath) || force { return true }
    guard isatty(STDIN_FILENO) == 1 else { return false }
    context.writeError(Data("\(WorkbenchConfiguration.fileName) exists; replace it? [y/N] ".utf8))
    return readLine()?.lowercased().hasPrefix("y") == true
  }

  /// `workbench init`: writes `configuration` as `fixture-workbench.json`, when given (what was
  /// found or inferred of the package's decoding, said in `found`, one line each, or nothing),
  /// and prints the lines the test target needs in `Package.swift`, which it prints too when it
  /// keeps the file.
  public func initialize(
    writing configuration: WorkbenchConfiguration?, found: [String] = [], exportFolders: [String] = []
  ) -> Never {
    let replace = configuration != nil
    if let configuration {
      do {
        try files.replace(configurationPath, Data(configuration.text.utf8))
      } catch {
        fail("cannot write \(configurationPath): \(FileErrorText.reason(error))")
      }
    }
    let workbench =
      WorkbenchSource.root(executable: executable, environment: environment, files: files) ?? "../FixtureWorkbench"
    let identity = URL(fileURLWithPath: workbench).lastPathComponent
    let head = Self.initHead(replaced: replace, found: found, app: isApp)
    if isApp {
      context.print(head + "\n\n" + appSetUp(workbench: workbench, exportFolders: exportFolders))
      context.exit(0)
    }
    let manifest = SwiftTool.find(environment: environment, files: files).flatMap { swift in
      try? swift.run(["package", "describe", "--type", "json"], in: buildRoot).output
    }.flatMap { output in
      output.firstIndex(of: "{").flatMap { try? PackageManifest(describeJSON: Array(output[$0...].utf8)) }
    }
    // The test targets the exports go into: the configured export folder's, else each library
    // target's own.
    let exports = (try? WorkbenchConfiguration.load(from: configurationPath, files: files))??.exports
    let pairs =
      manifest.map { ExportTarget.pairs(in: $0, exports: exports) }
      ?? [ExportTarget(module: "YourModels", testTarget: "YourModelsTests")]
    var testTargets: [(name: String, modules: [String])] = []
    for pair in pairs {
      if let index = testTargets.firstIndex(where: { $0.name == pair.testTarget }) {
        testTargets[index].modules.append(pair.module)
      } else {
        testTargets.append((pair.testTarget, [pair.module]))
      }
    }
    let blocks = testTargets.map { target in
      let modules = target.modules.map { "      \"\($0)\"," }.joined(separator: "\n")
      return """
          .testTarget(
            name: "\(target.name)",
            dependencies: [
        \(modules)
              .product(name: "JSONFragment", package: "\(identity)"),
              .product(name: "ModelAdapter", package: "\(identity)"),
            ]
          ),
        """
    }
    let which =
      testTargets.count == 1
      ? "your test target \(testTargets[0].name) (where the exports of \(testTargets[0].modules.joined(separator: ", ")) go) needs"
      : "each test target the exports go into needs"
    context.print(
      """
      \(head)

      For exported tests to compile, \(which) these lines in Package.swift:

        dependencies: [
          .package(path: "\(workbench)"),
        ],

      \(blocks.joined(separator: "\n\n"))

      """)
    context.exit(0)
  }

  /// What `init` did with `fixture-workbench.json`, and the decoding it says.
  private static func initHead(replaced: Bool, found: [String], app: Bool) -> String {
    let name = WorkbenchConfiguration.fileName
    var head = replaced ? "wrote \(name)" : "kept \(name) (workbench init --force replaces it)"
    head += "; every key is optional (README, \"Use it on \(app ? "your app" : "your own package")\")."
    if replaced {
      head +=
        found.isEmpty
        ? "\nThe models' own decoding decodes the fixtures: the file says nothing of it."
        : "\nThe decoding it says, as found:\n" + found.map { "  " + $0 }.joined(separator: "\n")
    }
    return head
  }
}
