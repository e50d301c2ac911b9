import BundledWorkspaces
import FixtureWorkbench
import Foundation

// In a SwiftPM package (or with --package DIR), the commands run on that package's models, whose
// code runs in a launcher the workbench builds under the package's .build/; elsewhere, on the
// bundled workspaces.
//
// The command runs as under a top-level `await`, but the main thread serves the main queue from
// its run loop instead of parking in dispatch_main(): Debian 12's valgrind, which the performance
// gate counts instructions with (`./dev perf`), crashes on a parked main thread. The parked thread
// also took the signals sent to the process (^C, a child's exit), which libdispatch blocks in
// every thread it touches: a thread of our own takes them now. `launch` never returns.
SignalThread.start()
Task { @MainActor in
  await WorkbenchCommand.launch(workspaces: .bundled, packages: .find)
}
RunLoop.main.run()
