import FixtureEngine
import Foundation
import JSONCore
import WorkbenchContext

/// What the installed `workbench` does in a folder with a `Package.swift` (or with
/// `--package DIR`): finds the package's `Decodable` types, writes and builds a launcher under the
/// package's `.build/fixture-workbench/launcher`, then runs the command on the models the launcher
/// lists, with the launcher as the worker that runs their code.
///
/// It stands aside, and the bundled workspaces open, when there is no package, when the package is
/// Fixture Workbench itself (`./dev app` in the clone), for `fmt` (which needs no models), for the
/// hidden `worker`, and when `WORKBENCH_BUNDLED=1`.
public enum PackageFrontEnd {
  /// Runs the workbench on the user's package when there is one: never returns then. Returns when
  /// the bundled workspaces should open instead.
  public static func runIfInPackage(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()), context: AppContext = .live
  ) async {
    var arguments = arguments
    let explicit = takePackageOption(from: &arguments, context: context)
    if context.environment["WORKBENCH_BUNDLED"] == "1" && explicit == nil { return }
    if let first = arguments.first, ["worker", "fmt"].contains(first) { return }
    let root = context.absolutePath(explicit ?? context.currentDirectory)
    guard context.files.exists(root + "/Package.swift") else {
      if let explicit {
        fail("\(explicit) has no Package.swift; --package names a SwiftPM package's folder", context: context)
      }
      return
    }
    if WorkbenchSource.isWorkbench(root, files: context.files) { return }
    var session = PackageSession(root: root, context: context)
    if arguments.first == "init" {
      session.initialize(arguments: Array(arguments.dropFirst()))
    }
    await session.launch(arguments: arguments)
  }

  /// Removes `--package DIR` (or `--package=DIR`) from `arguments` and answers `DIR`.
  static func takePackageOption(from arguments: inout [String], context: AppContext = .live) -> String? {
    if let index = arguments.firstIndex(where: { $0.hasPrefix("--package=") }) {
      defer { arguments.remove(at: index) }
      return String(arguments[index].dropFirst("--package=".count))
    }
    guard let index = arguments.firstIndex(of: "--package") else { return nil }
    guard index + 1 < arguments.count else { fail("--package needs a folder: --package DIR", context: context) }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }

  /// Writes `message` to standard error, prefixed `workbench: `.
  static func say(_ message: String, context: AppContext) {
    context.reportError("workbench: " + message)
  }

  /// Says `message` and exits with status 2.
  static func fail(_ message: String, context: AppContext) -> Never {
    say(message, context: context)
    context.exit(CommandStatus.usageError.rawValue)
  }
}
