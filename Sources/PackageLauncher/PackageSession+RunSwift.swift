import FixtureEngine
import Foundation
import JSONCore
import PackageDiscovery
import WorkbenchContext

extension PackageSession {
  /// Runs a `swift build` whose products go in `scratch`, the launcher's build folder unless
  /// said. When the folder holds modules compiled where the package or this clone was before it
  /// moved, which the compiler refuses to reuse, the folder is emptied and the build runs once
  /// more, from nothing.
  func runSwiftInScratch(
    _ swift: SwiftTool, _ arguments: [String], in folder: String, scratch: String? = nil,
    environment: [String: String] = [:], progress: Bool = false
  ) -> SwiftTool.Outcome {
    let outcome = runSwift(swift, arguments, in: folder, environment: environment, progress: progress)
    guard !outcome.succeeded, CompilerErrors.isFromAMovedBuild(outcome.output) else { return outcome }
    say("note: the package or Fixture Workbench moved since the launcher was built; building it afresh")
    try? files.remove(scratch ?? launcherScratch)
    return runSwift(swift, arguments, in: folder, environment: environment, progress: progress)
  }

  func runSwift(
    _ swift: SwiftTool, _ arguments: [String], in folder: String, environment: [String: String] = [:],
    progress: Bool = false
  ) -> SwiftTool.Outcome {
    let isTerminal = context.errorIsTerminal
    let writeError = context.writeError
    var logLines = BuildProgressLines()
    let show: ((String) -> Void)? =
      progress
      ? { line in
        if isTerminal {
          guard line.hasPrefix("[") else { return }
          writeError(Data(("\r\u{1B}[K" + line.prefix(78)).utf8))
        } else if logLines.shows(line) {
          writeError(Data((line + "\n").utf8))
        }
      } : nil
    do {
      let outcome = try swift.run(arguments, in: folder, environment: environment, progress: show)
      if progress && isTerminal { writeError(Data("\r\u{1B}[K".utf8)) }
      return outcome
    } catch {
      fail("cannot run swift \(arguments.joined(separator: " ")): \(error.localizedDescription)")
    }
  }
}
