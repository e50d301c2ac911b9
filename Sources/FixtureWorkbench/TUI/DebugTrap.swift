import FixtureEngine
import WorkbenchContext

/// A real fault on request, for the end-to-end test that the terminal is given back after a Swift
/// trap: in debug builds, `WORKBENCH_DEBUG_TRAP=after-first-frame` makes the app trap right after
/// drawing its first frame. Release builds ignore the variable.
enum DebugTrap {
  static let environmentVariable = "WORKBENCH_DEBUG_TRAP"

  /// Traps when the context's environment asks for it (debug builds only).
  static func afterFirstFrame(_ context: AppContext) {
    #if DEBUG
      if context.environment[environmentVariable] == "after-first-frame" {
        fatalError("\(environmentVariable)=after-first-frame: the workbench traps on purpose")
      }
    #endif
  }
}
