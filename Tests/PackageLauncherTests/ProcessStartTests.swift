import Foundation
import Testing

@testable import PackageLauncher

/// A start that fails with `EBADF` (a descriptor gone between looking and spawning) is tried again
/// with a process made anew; any other failure, or `EBADF` every time, is thrown.
struct ProcessStartTests {
  func process(standardInput: FileHandle) -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    process.standardInput = standardInput
    let pipe = Pipe()
    process.standardOutput = pipe
    return (process, pipe)
  }

  /// A handle on a descriptor no one opened: spawning with it fails with `EBADF`.
  let closed = FileHandle(fileDescriptor: 1_000_003, closeOnDealloc: false)

  @Test func aStartThatMetAClosedDescriptorIsTriedAgain() throws {
    var made = 0
    let (started, _, ending) = try SwiftTool.started(attempts: 3) {
      made += 1
      return process(standardInput: made == 1 ? closed : FileHandle.nullDevice)
    }
    ending.wait()
    #expect(made == 2)
    #expect(started.terminationStatus == 0)
  }

  @Test func aDescriptorClosedEveryTimeIsThrownAfterTheLastAttempt() {
    var made = 0
    #expect(throws: NSError.self) {
      _ = try SwiftTool.started(attempts: 3) {
        made += 1
        return process(standardInput: closed)
      }
    }
    #expect(made == 3)
  }
}
