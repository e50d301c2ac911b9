import FixtureEngine
import Foundation
import JSONFragment
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// `workbench init`: writes `fixture-workbench.json` (asking before it replaces one; `--force`
  /// replaces without asking) and prints the lines the test target needs in `Package.swift`,
  /// which it prints too when it keeps the file.
  mutating func initialize(arguments: [String]) -> Never {
    let exists = files.exists(configurationPath)
    var replace = !exists || arguments.contains("--force")
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
    let workbench = WorkbenchSource.root(executable: executable, environment: environment) ?? "../FixtureWorkbench"
    let identity = URL(fileURLWithPath: workbench).lastPathComponent
    let manifest = SwiftTool.find(environment: environment, files: files).flatMap { swift in
      try? swift.run(["package", "describe", "--type", "json"], in: root).output
    }.flatMap { output in
      output.firstIndex(of: "{").flatMap { try? PackageManifest(describeJSON: Array(output[$0...].utf8)) }
    }
    let models = manifest?.libraryTargets.first?.name ?? "YourModels"
    let tests = manifest.flatMap { $0.testTarget(dependingOn: models)?.name } ?? "\(models)Tests"
    let name = WorkbenchConfiguration.fileName
    let head = replace ? "wrote \(name)" : "kept \(name) (workbench init --force replaces it)"
    context.print(
      """
      \(head); every key is optional (README, "Use it on your own package").

      For exported tests to compile, your test target needs these lines in Package.swift:

        dependencies: [
          .package(path: "\(workbench)"),
        ],

        .testTarget(
          name: "\(tests)",
          dependencies: [
            "\(models)",
            .product(name: "JSONFragment", package: "\(identity)"),
            .product(name: "ModelAdapter", package: "\(identity)"),
          ]
        ),

      """)
    context.exit(0)
  }
}
