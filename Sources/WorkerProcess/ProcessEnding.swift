import Foundation

extension Process {
  /// Starts the process, as `run()` does, and returns what waits for its end.
  ///
  /// On Linux, `waitUntilExit()` looks whether the process has ended once every 50 ms, so it
  /// returns up to 50 ms after the end: this wait returns as the process ends. It takes the
  /// process's `terminationHandler`.
  package func start() throws -> ProcessEnding {
    let ending = ProcessEnding()
    terminationHandler = { _ in ending.ended.signal() }
    try run()
    return ending
  }
}

/// The end of a process ``Foundation/Process/start()`` started.
package final class ProcessEnding: Sendable {
  fileprivate let ended = DispatchSemaphore(value: 0)

  /// Returns once the process has ended, at once if it has already; its status is then read.
  package func wait() {
    ended.wait()
    ended.signal()
  }
}
