import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process that is signalled and reaped in one place. Once it is reaped, the system may
/// give its process id to another child (a test's own child, another worker): it is never
/// signalled or waited for again, or that other child would be killed and its status taken.
package final class SpawnedProcess: Sendable {
  let pid: pid_t
  /// The wait status, once the process is reaped.
  private let reaped = Mutex<Int32?>(nil)

  init(pid: pid_t) {
    self.pid = pid
  }

  /// Sends SIGKILL, unless the process is reaped already.
  func killUnlessReaped() {
    reaped.withLock { status in
      if status == nil { _ = kill(pid, SIGKILL) }
    }
  }

  /// The wait status when the process has ended (reaping it), else `nil`.
  func statusIfEnded() -> Int32? {
    reaped.withLock { status in
      if let status { return status }
      var waited: Int32 = 0
      guard waitpid(pid, &waited, WNOHANG) == pid else { return nil }
      status = waited
      return waited
    }
  }

  /// The wait status once the process has ended (reaping it), looked for every 10 ms for at most
  /// `limit`; `nil` when it is still running then.
  func status(endingWithin limit: Duration) -> Int32? {
    let deadline = ContinuousClock.now + limit
    while true {
      if let status = statusIfEnded() { return status }
      guard ContinuousClock.now < deadline else { return nil }
      usleep(10_000)
    }
  }

  /// Kills the process unless it has ended, and reaps it: its wait status.
  @discardableResult
  func killAndReap() -> Int32 {
    reaped.withLock { status in
      if let status { return status }
      _ = kill(pid, SIGKILL)
      var waited: Int32 = 0
      while waitpid(pid, &waited, 0) < 0 && errno == EINTR {}
      status = waited
      return waited
    }
  }
}
