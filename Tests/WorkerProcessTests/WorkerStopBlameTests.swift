import Testing

@testable import WorkerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// Only what the code in the worker raised is the model's: a signal sent from outside, with no
/// word from the runtime, is not.
struct WorkerStopBlameTests {
  @Test func killedOrTerminatedWithoutAWordIsFromOutside() {
    #expect(WorkerStop(signal: SIGKILL, exitStatus: nil, message: nil, file: nil, line: nil).isFromOutside)
    #expect(WorkerStop(signal: SIGTERM, exitStatus: nil, message: nil, file: nil, line: nil).isFromOutside)
  }

  @Test func aTrapIsTheCodes() {
    #expect(!WorkerStop(signal: SIGILL, exitStatus: nil, message: nil, file: nil, line: nil).isFromOutside)
    #expect(!WorkerStop(signal: SIGSEGV, exitStatus: nil, message: nil, file: nil, line: nil).isFromOutside)
    #expect(
      !WorkerStop(signal: SIGKILL, exitStatus: nil, message: "Fatal error: x", file: "A.swift", line: 3).isFromOutside)
    #expect(!WorkerStop(signal: nil, exitStatus: 1, message: nil, file: nil, line: nil).isFromOutside)
  }
}
