import FixtureEngine
import Foundation
import JSONFragment

extension PackageSession {
  /// `workbench init`: writes `fixture-workbench.json` (asking before it replaces one; `--force`
  /// replaces without asking) and prints the lines the test target needs in `Package.swift`.
  mutating func initialize(arguments: [String]) -> Never {
    let exists = FileManager.default.fileExists(atPath: configurationPath)
    if exists && !arguments.contains("--force") {
      guard isatty(STDIN_FILENO) == 1 else {
        PackageFrontEnd.fail("\(WorkbenchConfiguration.fileName) exists; to replace it, run workbench init --force")
      }
      FileHandle.standardError.write(Data("\(WorkbenchConfiguration.fileName) exists; replace it? [y/N] ".utf8))
      guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
        PackageFrontEnd.say("kept \(WorkbenchConfiguration.fileName)")
        exit(0)
      }
    }
    do {
      try AtomicFileWriter.write(Data(WorkbenchConfiguration().text.utf8), to: configurationPath)
    } catch {
      PackageFrontEnd.fail("cannot write \(configurationPath): \(error.localizedDescription)")
    }
    let workbench = WorkbenchSource.root(executable: executable, environment: environment) ?? "../FixtureWorkbench"
    let identity = URL(fileURLWithPath: workbench).lastPathComponent
    let manifest = SwiftTool.find(environment: environment).flatMap { swift in
      try? swift.run(["package", "describe", "--type", "json"], in: root).output
    }.flatMap { output in
      output.firstIndex(of: "{").flatMap { try? PackageManifest(describeJSON: Array(output[$0...].utf8)) }
    }
    let models = manifest?.libraryTargets.first?.name ?? "YourModels"
    let tests = manifest.flatMap { $0.testTarget(dependingOn: models)?.name } ?? "\(models)Tests"
    print(
      """
      wrote \(WorkbenchConfiguration.fileName); every key is optional (README, "Use it on your own package").

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
    exit(0)
  }
}
