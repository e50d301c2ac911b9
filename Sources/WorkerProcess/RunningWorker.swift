import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One started worker process: its pipes, and a reader that keeps the end of its standard error.
struct RunningWorker: Sendable {
  let process: SpawnedProcess
  let input: Int32
  let output: Int32
  let errors: StandardErrorTail

  /// Starts `launch` with its standard streams on new pipes, every signal at its default and none
  /// blocked (threads of Swift concurrency block some, and a child would inherit that).
  /// glibc's heap settings for a worker, unless its environment names its own: a worker holds a
  /// payload's bytes, its tree and its model at once, hundreds of MB made on two threads, so its
  /// heap grows 64 MiB at a time and its threads wait less for the heap to grow. Its pages stay
  /// 4 KiB: on a virtual machine a fresh 2 MiB page took 5 to 60 times as long to fault in from
  /// one run to the next, a quarter to a third of the decoding thread's time in slow runs.
  static let heapTunables = "glibc.malloc.top_pad=67108864"

  static func start(_ launch: RestartingWorker.Launch) throws(WorkerFailure) -> RunningWorker {
    let toChild = try pipePair(bytes: frameCarryingPipeBytes)
    let fromChild = try pipePair(bytes: frameCarryingPipeBytes)
    let errorsFromChild = try pipePair()
    defer {
      close(toChild.read)
      close(fromChild.write)
      close(errorsFromChild.write)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild.read, 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild.write, 2)
    // Only those three: a descriptor the workbench opened meanwhile on another thread (another
    // child's pipe) must not stay open in a worker that lives on, or its reader never sees the end.
    closeOtherDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var environment = launch.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    #if os(Linux)
      if environment["GLIBC_TUNABLES"] == nil { environment["GLIBC_TUNABLES"] = heapTunables }
    #endif
    let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(toChild.write)
      close(fromChild.read)
      close(errorsFromChild.read)
      throw .cannotStart("\(launch.executable): \(String(cString: strerror(status)))")
    }
    return RunningWorker(
      process: SpawnedProcess(pid: pid), input: toChild.write, output: fromChild.read,
      errors: StandardErrorTail(reading: errorsFromChild.read))
  }

  /// Writes `request` and reads one answer, for at most `timeout`.
  func exchange(_ parts: [Data], timeout: Duration) throws(WorkerFailure) -> Data {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let length = parts.reduce(0) { $0 + $1.count }
    guard writeAll(WorkerFrame.header(ofLength: length)), parts.allSatisfy(writeAll) else { throw stopped() }
    var reader = FrameReader()
    let answer = try reader.next { (buffer) throws(WorkerFailure) -> FrameReader.Read in
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { throw .timedOut(seconds: Self.seconds(timeout)) }
      var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(
        clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
      guard poll(&ready, 1, milliseconds) > 0 else { return .nothing }
      let count = read(output, buffer.baseAddress, buffer.count)
      if count < 0 && errno == EINTR { return .nothing }
      // The stream ends only where the worker does, most often inside its answer.
      guard count > 0 else { throw stopped() }
      return .bytes(count)
    }
    guard let answer else { throw stopped() }
    return answer
  }

  /// What the worker wrote to standard error lately (the last 64 KiB), after waiting at most
  /// `limit` for the stream to close.
  func standardError(waitingUpTo limit: Duration) -> String {
    errors.text(waitingUpTo: limit)
  }

  /// Lets an idle worker go as it ends on its own: closes its standard input (it returns from
  /// ``WorkerServer/serve(_:)`` and exits, so that whatever watches it, such as an instruction
  /// counter, sees it end), and reaps it in the background, killed if it has not ended within
  /// `grace`.
  func release(grace: Duration) {
    close(input)
    close(output)
    let process = process
    DispatchQueue.global().async {
      if process.status(endingWithin: grace) == nil { process.killAndReap() }
    }
  }

  /// Ends the process and closes the pipes.
  func stop() {
    process.killAndReap()
    close(input)
    close(output)
  }

  /// How the process ended: waits for it briefly, then makes sure it is gone.
  private func stopped() -> WorkerFailure {
    let status = process.status(endingWithin: .milliseconds(500)) ?? process.killAndReap()
    // The process is gone, so its standard error closes at once: a longer wait only helps a reader
    // thread that a loaded machine has not scheduled yet to read the runtime's last words.
    let said = errors.text(waitingUpTo: .seconds(3))
    return .stopped(WorkerStop(waitStatus: status, standardError: said))
  }

  private func writeAll(_ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(input, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private static func pipePair(bytes: Int32? = nil) throws(WorkerFailure) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw .cannotStart("no pipe: \(String(cString: strerror(errno)))") }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    #if os(Linux)
      // F_SETPIPE_SZ: a payload of megabytes crosses in fewer, larger reads, with fewer switches
      // between the two processes. Where the system refuses, the pipe keeps its size.
      if let bytes { _ = fcntl(fds[1], 1031, bytes) }
    #endif
    return (fds[0], fds[1])
  }

  /// The size asked for the pipes that carry requests and answers: the most an unprivileged
  /// process may ask by default (`/proc/sys/fs/pipe-max-size`).
  static let frameCarryingPipeBytes: Int32 = 1 << 20

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// Adds glibc's `posix_spawn_file_actions_addclosefrom_np(actions, 3)` (glibc 2.34 and later),
/// which Swift's Glibc module does not show: the child keeps only standard input, output and error.
private func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
  #if os(Linux)
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
      return
    }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
  #endif
}
