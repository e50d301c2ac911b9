import Foundation
import Testing

@testable import WorkerProcess

/// A started process is waited for until it ends, and no longer: Foundation's own wait on Linux
/// returns up to 50 ms late.
struct ProcessEndingTests {
  @Test func theWaitEndsWithTheProcessAndGivesItsStatus() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "sleep 0.2; exit 3"]
    let clock = ContinuousClock()
    let start = clock.now
    let ending = try process.start()
    ending.wait()
    #expect(clock.now - start >= .milliseconds(200))
    #expect(!process.isRunning)
    #expect(process.terminationStatus == 3)
    ending.wait()
  }

  @Test func aProcessThatCannotStartThrows() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/nonexistent/tool")
    #expect(throws: (any Error).self) { _ = try process.start() }
  }
}
