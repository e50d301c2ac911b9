import Foundation
import WorkerProcess

extension SwiftTool {
  /// A process made by `make`, started. Foundation's `Process` closes in the child each descriptor
  /// the parent had open when it looked; one another thread closed since (a worker's pipe) makes
  /// the start fail with `EBADF`, though nothing is wrong: such a start is tried again, with a
  /// process made anew, up to `attempts` times.
  static func started(attempts: Int, _ make: () -> (Process, Pipe)) throws -> (Process, Pipe, ProcessEnding) {
    var attempt = 1
    while true {
      let (process, pipe) = make()
      do {
        let ending = try process.start()
        return (process, pipe, ending)
      } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(EBADF) {
        guard attempt < attempts else { throw error }
        attempt += 1
      }
    }
  }
}
