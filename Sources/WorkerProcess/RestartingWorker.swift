import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process that runs code the workbench does not trust (a model's `init(from:)`) and
/// answers one framed request at a time. It starts on the first request, and again after it dies
/// or is stopped; a request that outlives its time limit stops it.
public final class RestartingWorker: Sendable {
  /// What to start: an executable (usually this one, with a hidden subcommand) and its arguments.
  public struct Launch: Sendable, Hashable {
    /// The path of the executable.
    public var executable: String
    /// The arguments after the executable's name.
    public var arguments: [String]
    /// The environment, to which the worker adds `SWIFT_BACKTRACE=enable=no` so a trap ends at once.
    public var environment: [String: String]

    /// A launch of `executable` with `arguments` in `environment`.
    public init(executable: String, arguments: [String], environment: [String: String]) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
    }
  }

  private let launch: Launch
  private let running = Mutex<RunningWorker?>(nil)
  private let currentProcess = Mutex<SpawnedProcess?>(nil)
  private let cancelled = Atomic<Bool>(false)
  private let inFlight = Atomic<Bool>(false)

  /// A worker that starts `launch` when the first request comes.
  public init(_ launch: Launch) {
    self.launch = launch
    RestartingWorker.ignoreBrokenPipes
  }

  /// Nothing can be in flight once no one holds the worker: it is idle, and let go.
  deinit {
    running.withLock { $0?.release(grace: .seconds(2)) }
  }

  /// Sends `request` and waits at most `timeout` for the answer. Requests wait for each other.
  public func exchange(_ request: Data, timeout: Duration) throws(WorkerFailure) -> Data {
    switch answer(request, timeout: timeout) {
    case .success(let data): return data
    case .failure(let report): throw report.failure
    }
  }

  /// Sends `request` and waits at most `timeout` for the answer; when none comes, says why, with
  /// what the worker wrote to standard error before it was stopped.
  public func answer(_ request: Data, timeout: Duration) -> Result<Data, WorkerFailureReport> {
    answer(parts: [request], timeout: timeout)
  }

  /// ``answer(_:timeout:)`` for a request made of `parts`, sent one after the other as one
  /// request: a large payload goes to the pipe without being copied beside the rest.
  public func answer(parts: [Data], timeout: Duration) -> Result<Data, WorkerFailureReport> {
    running.withLock { (worker: inout RunningWorker?) -> Result<Data, WorkerFailureReport> in
      cancelled.store(false, ordering: .sequentiallyConsistent)
      if worker == nil {
        do throws(WorkerFailure) {
          let started = try RunningWorker.start(launch)
          worker = started
          currentProcess.withLock { $0 = started.process }
        } catch {
          return .failure(WorkerFailureReport(failure: error, standardError: ""))
        }
      }
      guard let current = worker else {
        return .failure(WorkerFailureReport(failure: .cannotStart("no process"), standardError: ""))
      }
      inFlight.store(true, ordering: .sequentiallyConsistent)
      defer { inFlight.store(false, ordering: .sequentiallyConsistent) }
      do throws(WorkerFailure) {
        return .success(try current.exchange(parts, timeout: timeout))
      } catch {
        let said = current.standardError(waitingUpTo: .milliseconds(50))
        current.stop()
        worker = nil
        currentProcess.withLock { $0 = nil }
        let failure = cancelled.load(ordering: .sequentiallyConsistent) ? .cancelled : error
        return .failure(WorkerFailureReport(failure: failure, standardError: said))
      }
    }
  }

  /// Starts the worker now when it is not running, so that its own start-up overlaps with what
  /// the caller does before its first request. A worker that cannot start says so at that
  /// request.
  public func startEarly() {
    running.withLock { worker in
      guard worker == nil, let started = try? RunningWorker.start(launch) else { return }
      worker = started
      currentProcess.withLock { $0 = started.process }
    }
  }

  /// Stops the request in flight, if any, by stopping the worker; its caller gets
  /// ``WorkerFailure/cancelled``. The next request starts a new worker. Without a request in
  /// flight it does nothing.
  public func cancel() {
    guard let process = currentProcess.withLock({ $0 }), inFlight.load(ordering: .sequentiallyConsistent) else {
      return
    }
    cancelled.store(true, ordering: .sequentiallyConsistent)
    process.killUnlessReaped()
  }

  /// Whether a request has been sent and its answer is awaited.
  public var hasRequestInFlight: Bool {
    inFlight.load(ordering: .sequentiallyConsistent)
  }

  /// The process id of the worker, while one runs (for tests).
  public var processIdentifier: Int32? {
    currentProcess.withLock { $0?.pid }
  }

  /// Writing to a worker that just died must fail with EPIPE, not end the workbench.
  private static let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}
