import Foundation
import Synchronization
import Testing
import WorkerProcess

/// A real worker process (the `worker-demo` executable) that traps, hangs, prints and exits.
struct RestartingWorkerTests {
  static let demo: String? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folders = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      packageRoot.appendingPathComponent(".build/debug"),
    ]
    return folders.map { $0.appendingPathComponent("worker-demo").path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  func worker() throws -> RestartingWorker {
    let path = try #require(Self.demo, "worker-demo is not built; run `swift build` first")
    return RestartingWorker(.init(executable: path, arguments: [], environment: [:]))
  }

  func ask(_ worker: RestartingWorker, _ text: String, timeout: Duration = .seconds(10)) -> Result<
    String, WorkerFailure
  > {
    do throws(WorkerFailure) {
      return .success(String(decoding: try worker.exchange(Data(text.utf8), timeout: timeout), as: UTF8.self))
    } catch {
      return .failure(error)
    }
  }

  @Test func answersRequestsOfAnySizeInOneProcess() throws {
    let worker = try worker()
    #expect(ask(worker, "hello") == .success("hello"))
    let big = String(repeating: "0123456789\n", count: 300_000)
    #expect(ask(worker, big) == .success(big))
    #expect(ask(worker, "") == .success(""))
    let first = ask(worker, "pid")
    #expect(ask(worker, "pid") == first)
  }

  @Test func aWorkerStartedEarlyAnswersTheFirstRequestInThatProcess() throws {
    let worker = try worker()
    worker.startEarly()
    worker.startEarly()
    let first = ask(worker, "pid")
    #expect(ask(worker, "pid") == first)
    guard case .success(let pid) = first else {
      Issue.record("no answer")
      return
    }
    #expect(Int32(pid) != getpid())
  }

  #if os(Linux)
    @Test func aWorkersHeapGrowsInLargeStepsUnlessItsEnvironmentSaysOtherwise() throws {
      let path = try #require(Self.demo, "worker-demo is not built; run `swift build` first")
      let worker = try worker()
      guard case .success(let tunables) = ask(worker, "env GLIBC_TUNABLES") else {
        Issue.record("no answer")
        return
      }
      #expect(tunables.contains("glibc.malloc.top_pad="))
      #expect(!tunables.contains("glibc.malloc.hugetlb"))
      let own = RestartingWorker(
        .init(executable: path, arguments: [], environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"]))
      #expect(ask(own, "env GLIBC_TUNABLES") == .success("glibc.malloc.arena_max=2"))
    }
  #endif

  #if os(Linux)
    /// A payload of megabytes crosses the pipes in large reads, not 64 KiB at a time.
    @Test func requestsAndAnswersTravelThroughPipesOfAMebibyte() throws {
      let sizes = ask(try worker(), "pipes")
      #expect(sizes == .success("1048576 1048576"))
    }
  #endif

  @Test func aWorkerThatCannotStartEarlySaysSoAtTheFirstRequest() {
    let worker = RestartingWorker(.init(executable: "/nonexistent/worker", arguments: [], environment: [:]))
    worker.startEarly()
    guard case .failure(.cannotStart(let reason)) = ask(worker, "hello") else {
      Issue.record("a missing executable was not reported")
      return
    }
    #expect(reason.contains("/nonexistent/worker"))
  }

  @Test func aTrapIsAStopWithTheRuntimesMessageAndPlace() throws {
    let worker = try worker()
    guard case .failure(.stopped(let stop)) = ask(worker, "trap") else {
      Issue.record("the trap was not reported as a stop")
      return
    }
    #expect(stop.signal == SIGILL || stop.signal == SIGTRAP)
    #expect(stop.message == "Precondition failed: station ids are never empty")
    #expect(stop.file?.hasSuffix("main.swift") == true)
    #expect(stop.line == 9)
    #expect(stop.description.hasPrefix("stopped at main.swift:9: Precondition failed: station ids"))
  }

  @Test func theNextRequestAfterADeathStartsANewWorker() throws {
    let worker = try worker()
    guard case .success(let before) = ask(worker, "pid") else { throw WorkerFailure.cancelled }
    guard case .failure(.stopped(let stop)) = ask(worker, "fatal") else {
      Issue.record("fatalError was not reported as a stop")
      return
    }
    #expect(stop.message == #"Fatal error: unknown kind "poll""#)
    guard case .success(let after) = ask(worker, "pid") else { throw WorkerFailure.cancelled }
    #expect(before != after)
  }

  @Test func aRequestThatNeverEndsTimesOutAndTheWorkerIsReplaced() throws {
    let worker = try worker()
    #expect(ask(worker, "hang", timeout: .milliseconds(300)) == .failure(.timedOut(seconds: 0.3)))
    #expect(ask(worker, "still here") == .success("still here"))
  }

  @Test func whatModelCodePrintsDoesNotMixWithTheAnswers() throws {
    let worker = try worker()
    #expect(ask(worker, "print") == .success("answered after printing"))
    #expect(ask(worker, "next") == .success("next"))
  }

  @Test func anExitIsAStopWithItsStatus() throws {
    let worker = try worker()
    guard case .failure(.stopped(let stop)) = ask(worker, "exit") else {
      Issue.record("exit was not reported as a stop")
      return
    }
    #expect(stop.exitStatus == 3)
    #expect(stop.description == "stopped with exit status 3")
  }

  @Test func cancellingStopsTheRequestInFlight() throws {
    let worker = try worker()
    _ = ask(worker, "warm up")
    worker.cancel()
    #expect(ask(worker, "not cancelled before it was sent") == .success("not cancelled before it was sent"))
    // A request that never ends, cancelled once it is in flight. Should it end before it is seen
    // in flight (a worker that died another way), waiting for it would never end: it is tried
    // again, three times at most. It is asked on a thread of its own, and watched from this one:
    // a task of the shared pool, blocked by the request, could leave none to watch it on a busy
    // machine.
    for attempt in 1...3 {
      let outcome = Mutex<Result<String, WorkerFailure>?>(nil)
      let ended = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        let answer = self.ask(worker, "hang", timeout: .seconds(60))
        outcome.withLock { $0 = answer }
        ended.signal()
      }
      while !worker.hasRequestInFlight, outcome.withLock({ $0 == nil }) {
        Thread.sleep(forTimeInterval: 0.01)
      }
      guard worker.hasRequestInFlight else {
        ended.wait()
        if attempt == 3 {
          Issue.record("the hanging request ended by itself each time: \(String(describing: outcome.withLock { $0 }))")
        }
        continue
      }
      worker.cancel()
      ended.wait()
      #expect(outcome.withLock { $0 } == .failure(.cancelled))
      break
    }
    #expect(ask(worker, "again") == .success("again"))
  }

  /// A pipe the test process opened (as another child's output would be) must not stay open in a
  /// worker that lives on: its reader would never see the end.
  @Test func aWorkerKeepsNoDescriptorButItsOwnThree() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    defer { close(fds[0]) }
    let worker = try worker()
    #expect(ask(worker, "started") == .success("started"))
    close(fds[1])
    var ready = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 2_000) == 1 else {
      Issue.record("the worker holds the pipe's other end open")
      return
    }
    var byte: UInt8 = 0
    #expect(read(fds[0], &byte, 1) == 0)
  }

  @Test func aMissingExecutableCannotStart() {
    let worker = RestartingWorker(.init(executable: "/nonexistent/workbench", arguments: [], environment: [:]))
    guard case .failure(.cannotStart(let reason)) = ask(worker, "x") else {
      Issue.record("a missing executable started")
      return
    }
    #expect(reason.contains("/nonexistent/workbench"))
  }

  @Test func theRuntimesLastWordsAreFoundAmongOtherLines() {
    let said = """
      model log line: File.swift:3: not a trap
      Hard/Station.swift:48: Precondition failed: station ids are never empty: ""
      Current stack trace:
      0    libswiftCore.so    0x00007f swift_reportError + 33
      """
    let stop = WorkerStop(waitStatus: SIGILL, standardError: said)
    #expect(stop.signal == SIGILL)
    #expect(stop.file == "Hard/Station.swift")
    #expect(stop.line == 48)
    #expect(stop.description == #"stopped at Station.swift:48: Precondition failed: station ids are never empty: """#)
  }

  @Test func aSilentTrapSaysHowToLearnItsCause() {
    let stop = WorkerStop(waitStatus: SIGILL, standardError: "")
    #expect(stop.description == "stopped by signal 4 (a Swift trap; a debug build names its cause)")
    #expect(WorkerStop(waitStatus: 2 << 8, standardError: "").description == "stopped with exit status 2")
  }
}
