import Foundation
import Testing

@testable import WorkerProcess

#if canImport(Glibc)
  import Glibc
#endif

/// A reaped child's process id may already belong to another child: it is never signalled or
/// waited for again, and its status is the one it ended with.
struct SpawnedProcessTests {
  private func spawn(_ arguments: [String]) throws -> SpawnedProcess {
    var pid = pid_t()
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    try #require(posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0)
    return SpawnedProcess(pid: pid)
  }

  @Test func aReapedProcessKeepsItsStatusAndIsNeverWaitedForAgain() throws {
    let process = try spawn(["/bin/sh", "-c", "exit 3"])
    var status = process.statusIfEnded()
    for _ in 0..<500 where status == nil {
      usleep(10_000)
      status = process.statusIfEnded()
    }
    let ended = try #require(status)
    #expect((ended >> 8) & 0xff == 3)
    // A second wait would find no such child and report nothing of the kind.
    #expect(process.killAndReap() == ended)
    #expect(process.statusIfEnded() == ended)
    process.killUnlessReaped()
  }

  @Test func aRunningProcessIsKilledAndReaped() throws {
    let process = try spawn(["/bin/sleep", "30"])
    #expect(process.statusIfEnded() == nil)
    let status = process.killAndReap()
    #expect(status & 0x7f == SIGKILL)
  }
}
