import FixtureLint
import Foundation
import Synchronization
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// The loop of `lint --watch`, on files in memory, with a fake clock: one run a burst of saves,
/// none for files it does not watch, and a run that fails is said and waited past.
struct LintWatchTests {
  /// A clock whose sleep moves time on and makes the edits due by then.
  final class FakeClock: Sendable {
    private let state = Mutex<(time: Duration, edits: [(at: Duration, edit: @Sendable () -> Void)])>((.zero, []))

    func at(_ time: Duration, _ edit: @escaping @Sendable () -> Void) {
      state.withLock { $0.edits.append((time, edit)) }
    }

    var now: Duration { state.withLock { $0.time } }

    var clock: WatchClock {
      WatchClock(
        now: { self.now },
        sleep: { duration in
          let due = self.state.withLock { state in
            state.time += duration
            let due = state.edits.filter { $0.at <= state.time }
            state.edits.removeAll { $0.at <= state.time }
            return due
          }
          for edit in due { edit.edit() }
        })
    }
  }

  static let model = "/pkg/Sources/Shop/WorkOrder.swift"
  static let fixture = "/pkg/Tests/ShopTests/Fixtures/work-order.json"

  @Test func aBurstOfSavesIsOneRunAndOnlyWatchedFilesCount() throws {
    let memory = InMemoryFileSystem([
      "/pkg/Package.swift": Data("// manifest".utf8),
      Self.model: Data("let dueAt: Date".utf8),
      Self.fixture: Data("{}".utf8),
      "/pkg/README.md": Data("# Shop".utf8),
    ])
    let files = memory.fileSystem
    let clock = FakeClock()
    let printed = Mutex<[String]>([])
    let said = Mutex<[String]>([])
    let runs = Mutex<[Duration]>([])
    // The model is edited to accept the fixture, saved as editors do: three writes in 100 ms.
    clock.at(.milliseconds(1000)) { try? files.replace(Self.model + ".tmp", Data("let dueAt: Date?".utf8)) }
    clock.at(.milliseconds(1050)) {
      try? files.remove(Self.model + ".tmp")
      try? files.replace(Self.model, Data("let dueAt: Date?".utf8))
    }
    clock.at(.milliseconds(1100)) { try? files.replace(Self.model, Data("let dueAt: Date? ".utf8)) }
    // A file lint does not read changes nothing.
    clock.at(.seconds(3)) { try? files.replace("/pkg/README.md", Data("# Shop!".utf8)) }
    // An edit that does not compile, then the fixture edited on disk.
    clock.at(.seconds(5)) { try? files.replace(Self.model, Data("let dueAt: Date?? oops".utf8)) }
    clock.at(.seconds(7)) {
      try? files.replace(Self.model, Data("let dueAt: Date".utf8))
      try? files.replace(Self.fixture, Data(#"{"dueAt": 0}"#.utf8))
    }
    let watch = LintWatch(
      watch: FileWatch(root: "/pkg", files: files, clock: clock.clock),
      lint: {
        runs.withLock { $0.append(clock.now) }
        let model = String(decoding: (try? files.read(Self.model)) ?? Data(), as: UTF8.self)
        let fixture = String(decoding: (try? files.read(Self.fixture)) ?? Data(), as: UTF8.self)
        if model.contains("oops") { return .failed("Sources/Shop/WorkOrder.swift:1:20: error: expected declaration") }
        let decodes = model.contains("Date?") || fixture.contains("dueAt")
        return .report(
          LintSnapshot(entries: [
            .init(
              path: Self.fixture, status: decodes ? "as expected" : "broken",
              error: decodes ? nil : .init(line: 1, column: 1, message: "the required key \"dueAt\" is missing"))
          ]))
      }, format: .text, output: LintChangesOutput(currentDirectory: "/pkg"),
      print: { text in printed.withLock { $0.append(text) } }, say: { text in said.withLock { $0.append(text) } },
      isStopped: { clock.now > .seconds(10) })
    let count = watch.run()

    #expect(count == 4)
    let times = runs.withLock { $0 }
    // The first run, then one 0.3 s after the burst's last write, none for the README, the
    // failing build, and the last edit.
    #expect(times.count == 4)
    #expect(times[1] >= .milliseconds(1400) && times[1] < .milliseconds(1700), "\(times)")
    #expect(times[2] >= .seconds(5) && times[2] < .milliseconds(5600), "\(times)")
    #expect(
      printed.withLock { $0 } == [
        "broken: Tests/ShopTests/Fixtures/work-order.json:1:1: the required key \"dueAt\" is missing\nlint: watching; 1 fixture: 0 as expected, 1 broken\n",
        "fixed: Tests/ShopTests/Fixtures/work-order.json\nlint: 1 fixed, 0 now broken; 1 fixture: 1 as expected, 0 broken\n",
        "lint: no change; 1 fixture: 1 as expected, 0 broken\n",
      ])
    let status = said.withLock { $0 }
    #expect(status.contains("WorkOrder.swift changed: rebuilding, linting…"), "\(status)")
    #expect(status.contains("Sources/Shop/WorkOrder.swift:1:20: error: expected declaration"), "\(status)")
    #expect(status.contains("WorkOrder.swift and 1 more changed: rebuilding, linting…"))
    #expect(!status.contains { $0.contains("README") })
  }

  @Test func aSaveWhileLintRunsMakesAnotherRunButTheConfigurationItWritesDoesNot() {
    let memory = InMemoryFileSystem([Self.model: Data("let dueAt: Date".utf8), Self.fixture: Data("{}".utf8)])
    let files = memory.fileSystem
    let clock = FakeClock()
    let runs = Mutex(0)
    let watch = LintWatch(
      watch: FileWatch(root: "/pkg", files: files, clock: clock.clock),
      lint: {
        let run = runs.withLock { count in
          count += 1
          return count
        }
        // The first run saves the configuration; the second is under way when the user saves.
        if run == 1 { try? files.replace("/pkg/fixture-workbench.json", Data("{}".utf8)) }
        if run == 2 { try? files.replace(Self.fixture, Data(#"{"dueAt": 0}"#.utf8)) }
        return .report(LintSnapshot(entries: [.init(path: Self.fixture, status: "as expected")]))
      }, format: .text, output: LintChangesOutput(currentDirectory: "/pkg"), print: { _ in }, say: { _ in },
      isStopped: { clock.now > .seconds(5) })
    clock.at(.seconds(1)) { try? files.replace(Self.model, Data("let dueAt: Date?".utf8)) }
    #expect(watch.run() == 3)
  }
}
