import FixtureLint
import Foundation
import PackageDiscovery
import WorkbenchContext

/// The loop of `workbench lint --watch`: lints, then watches the package's sources, manifest,
/// configuration and fixtures, and after each burst of changes lints again and prints only what
/// changed. Each lint is a run of its own (`lint --format json`), so a package that stops building
/// is a message, and the watch goes on to the next save.
struct LintWatch {
  /// One lint run's outcome.
  enum Run {
    /// The run's report.
    case report(LintSnapshot)
    /// The run did not lint: the package does not build, or the configuration is wrong. The
    /// message is what it said.
    case failed(String)
    /// The run was stopped (`^C`).
    case interrupted
  }

  /// The package's folder.
  var root: String
  var files: FileSystem
  var clock: WatchClock
  /// Runs lint once.
  var lint: () -> Run
  var format: LintFormat
  var output: LintChangesOutput
  /// Writes to standard output.
  var print: (String) -> Void
  /// Writes a status line to standard error.
  var say: (String) -> Void
  /// Whether to stop (`^C` was pressed).
  var isStopped: () -> Bool
  var window = BurstWindow()
  /// How often the files are looked at: a stat of each, so a watch costs next to nothing idle.
  var interval = Duration.milliseconds(200)

  /// Lints and watches until stopped. Answers how many runs it made.
  @discardableResult
  mutating func run() -> Int {
    var seen = WatchedFiles(root: root, files: files)
    var last: LintSnapshot?
    var runs = 0
    func lintNow() -> Bool {
      runs += 1
      switch lint() {
      case .report(let snapshot):
        let changes = LintChanges(from: last ?? LintSnapshot(entries: []), to: snapshot)
        print(text(changes, isFirst: last == nil))
        last = snapshot
      case .failed(let message):
        say(message.hasSuffix("\n") ? String(message.dropLast()) : message)
        say("lint --watch: nothing linted; watching for the next change (^C to stop)")
      case .interrupted:
        return false
      }
      // What the run itself wrote (the configuration a first run saves) is no change of the user's.
      seen = WatchedFiles(root: root, files: files)
      return true
    }
    guard lintNow() else { return runs }
    say("lint --watch: watching \(seen.stamps.count) files under \(root) (^C to stop)")
    var changed: [String] = []
    while !isStopped() {
      clock.sleep(interval)
      let now = WatchedFiles(root: root, files: files)
      let paths = now.changes(since: seen)
      if !paths.isEmpty {
        seen = now
        changed += paths.filter { !changed.contains($0) }
        window.noteChange(at: clock.now())
      }
      guard window.closes(at: clock.now()), !isStopped() else { continue }
      say("\(Self.describe(changed)) changed: \(changed.contains(where: Self.isSource) ? "rebuilding, " : "")linting…")
      changed = []
      guard lintNow() else { break }
    }
    return runs
  }

  private func text(_ changes: LintChanges, isFirst: Bool) -> String {
    switch format {
    case .text: output.text(changes, isFirst: isFirst)
    case .json: output.json(changes, isFirst: isFirst)
    case .github: output.annotations(changes, isFirst: isFirst)
    case .junit: output.junit(changes, isFirst: isFirst)
    }
  }

  /// `WorkOrder.swift`, or `WorkOrder.swift and 2 more`.
  static func describe(_ paths: [String]) -> String {
    let first = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? "a file"
    return paths.count > 1 ? "\(first) and \(paths.count - 1) more" : first
  }

  /// Whether a change to `path` makes the launcher build again: a Swift file outside the tests
  /// (the manifest too), or the configuration.
  static func isSource(_ path: String) -> Bool {
    (path.hasSuffix(".swift") && !path.hasPrefix("Tests/")) || path == WorkbenchConfiguration.fileName
  }
}

/// The time a watch reads and sleeps by: the system's, or a test's.
struct WatchClock {
  /// The time since some fixed start.
  var now: () -> Duration
  /// Waits `duration`.
  var sleep: (Duration) -> Void

  /// The system's continuous clock.
  static var system: WatchClock {
    let clock = ContinuousClock()
    let start = clock.now
    return WatchClock(
      now: { clock.now - start },
      sleep: { duration in
        let deadline = clock.now + duration
        while clock.now < deadline {
          let left = deadline - clock.now
          let (seconds, attoseconds) = left.components
          var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
          nanosleep(&time, nil)
        }
      })
  }
}
