import FixtureEngine
import Foundation
import JSONCore
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// `workbench init`: writes `fixture-workbench.json` (asking before it replaces one unless
  /// `force`) and prints the lines the test target needs in `Package.swift`, which it prints too
  /// when it keeps the file.
  public func initialize(force: Bool) -> Never {
    let exists = files.exists(configurationPath)
    var replace = !exists || force
    if !replace && isatty(STDIN_FILENO) == 1 {
      context.writeError(Data("\(WorkbenchConfiguration.fileName) exists; replace it? [y/N] ".utf8))
      replace = readLine()?.lowercased().hasPrefix("y") == true
    }
    if replace {
      do {
        try files.replace(configurationPath, Data(WorkbenchConfiguration().text.utf8))
      } catch {
        fail("cannot write \(configurationPath): \(FileErrorText.reason(error))")
      }
    }
    let workbench =
      WorkbenchSource.root(executable: executable, environment: environment, files: files) ?? "../FixtureWorkbench"
    let identity = URL(fileURLWithPath: workbench).lastPathComponent
    let manifest = SwiftTool.find(environment: environment, files: files).flatMap { swift in
      try? swift.run(["package", "describe", "--type", "json"], in: root).output
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
    let name = WorkbenchConfiguration.fileName
    let head = replace ? "wrote \(name)" : "kept \(name) (workbench init --force replaces it)"
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
      \(head); every key is optional (README, "Use it on your own package").

      For exported tests to compile, \(which) these lines in Package.swift:

        dependencies: [
          .package(path: "\(workbench)"),
        ],

      \(blocks.joined(separator: "\n\n"))

      """)
    context.exit(0)
  }
}
