import FixtureLint
import Foundation
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

  /// The package's files.
  var watch: FileWatch
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

  /// Lints and watches until stopped. Answers how many runs it made.
  @discardableResult
  func run() -> Int {
    var watch = self.watch
    var last: LintSnapshot?
    var runs = 0
    var interrupted = false
    func lintNow() {
      runs += 1
      switch lint() {
      case .report(let snapshot):
        let changes = LintChanges(from: last ?? LintSnapshot(entries: []), to: snapshot)
        print(text(changes, isFirst: last == nil))
        last = snapshot
      case .failed(let message):
        say(message)
        say("lint --watch: nothing linted; watching for the next change (^C to stop)")
      case .interrupted:
        interrupted = true
      }
    }
    watch.answer(lintNow)
    guard !interrupted else { return runs }
    say("lint --watch: watching \(watch.seen.stamps.count) files under \(watch.root) (^C to stop)")
    while let changed = watch.nextBurst(isStopped: isStopped) {
      say(
        "\(FileWatch.describe(changed)) changed: \(changed.contains(where: FileWatch.isSource) ? "rebuilding, " : "")linting…"
      )
      watch.answer(lintNow)
      if interrupted { break }
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
}
