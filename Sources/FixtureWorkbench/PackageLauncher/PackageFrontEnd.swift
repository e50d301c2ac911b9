import FixtureEngine
import Foundation
import JSONFragment

/// What the installed `workbench` does in a folder with a `Package.swift` (or with
/// `--package DIR`): finds the package's `Decodable` types, writes and builds a launcher under the
/// package's `.build/fixture-workbench/launcher`, and runs it with the same arguments.
///
/// It stands aside, and the bundled workspaces open, when there is no package, when the package is
/// Fixture Workbench itself (`./dev app` in the clone), for `fmt` (which needs no models), for the
/// hidden `worker`, and when `WORKBENCH_BUNDLED=1`.
public enum PackageFrontEnd {
  /// Runs the workbench on the user's package when there is one: never returns then. Returns when
  /// the bundled workspaces should open instead.
  public static func runIfInPackage(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
    let environment = ProcessInfo.processInfo.environment
    var arguments = arguments
    let explicit = takePackageOption(from: &arguments)
    if environment["WORKBENCH_BUNDLED"] == "1" && explicit == nil { return }
    if let first = arguments.first, ["worker", "fmt"].contains(first) { return }
    let folder = explicit ?? FileManager.default.currentDirectoryPath
    let root = URL(fileURLWithPath: folder).standardized.path
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
      if explicit != nil { fail("\(folder) has no Package.swift; --package names a SwiftPM package's folder") }
      return
    }
    if WorkbenchSource.isWorkbench(root) { return }
    var session = PackageSession(root: root, environment: environment)
    if arguments.first == "init" {
      session.initialize(arguments: Array(arguments.dropFirst()))
    }
    session.launch(arguments: arguments)
  }

  /// Removes `--package DIR` (or `--package=DIR`) from `arguments` and answers `DIR`.
  static func takePackageOption(from arguments: inout [String]) -> String? {
    if let index = arguments.firstIndex(where: { $0.hasPrefix("--package=") }) {
      defer { arguments.remove(at: index) }
      return String(arguments[index].dropFirst("--package=".count))
    }
    guard let index = arguments.firstIndex(of: "--package") else { return nil }
    guard index + 1 < arguments.count else { fail("--package needs a folder: --package DIR") }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }

  /// Writes `message` to standard error, prefixed `workbench: `.
  static func say(_ message: String) {
    FileHandle.standardError.write(Data(("workbench: " + message + "\n").utf8))
  }

  /// Says `message` and exits with status 2.
  static func fail(_ message: String) -> Never {
    say(message)
    exit(CommandStatus.usageError.rawValue)
  }
}
