import FixtureLint
import Foundation
import Synchronization
import WorkbenchContext

/// `workbench lint --watch` in a user's package, until `^C`.
struct LintWatchCommand {
  var workspace: String?
  var format: LintFormat
  var listingUnread: Bool
  var package: PackageOptions

  func run() throws {
    let (root, context) = try package.watchedPackage()
    guard let executable = CurrentExecutable.path else {
      throw usageError("--watch cannot find its own executable to lint with", context: context)
    }
    var arguments = ["lint", "--format", "json", "--package", root]
    if let workspace { arguments += ["--workspace", workspace] }
    if listingUnread { arguments.append("--unread") }
    let child = LintChild(
      executable: executable, arguments: arguments, environment: context.environment, folder: root)
    Interruption.watch()
    let watch = LintWatch(
      watch: .onDisk(root: root, files: context.files), lint: child.run, format: format,
      output: LintChangesOutput(currentDirectory: context.currentDirectory), print: context.print,
      say: { context.reportError($0) }, isStopped: { Interruption.happened })
    watch.run()
    context.reportError("lint --watch: stopped")
  }
}

/// `^C` while a watch runs: noted, so the watch ends after the run under way instead of the process
/// dying mid-line.
enum Interruption {
  private static let flag = Atomic<Bool>(false)

  /// Whether `^C` was pressed.
  static var happened: Bool { flag.load(ordering: .relaxed) }

  /// Notes `^C` from now on, instead of ending the process.
  static func watch() {
    signal(SIGINT) { _ in Interruption.flag.store(true, ordering: .relaxed) }
  }
}
