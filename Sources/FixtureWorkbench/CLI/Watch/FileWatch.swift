import Foundation
import WorkbenchContext

/// A package's files, looked at until a burst of changes is over: the loop of `lint --watch` and
/// of the app's watch. With ``events``, the files are looked at only after the kernel reports a
/// change; without, every ``interval``.
struct FileWatch {
  let root: String
  let files: FileSystem
  let clock: WatchClock
  /// What tells of changes before the files are looked at; `nil` looks at every interval.
  var events: DirectoryEvents?
  /// How often the files are looked at: a stat of each, so a watch costs next to nothing idle.
  var interval = Duration.milliseconds(200)
  var window = BurstWindow()
  /// The files as last looked at.
  private(set) var seen: WatchedFiles
  private var changed: [String] = []

  /// A watch on the files under `root`, told of changes by `events` when given.
  init(root: String, files: FileSystem, clock: WatchClock, events: DirectoryEvents? = nil) {
    self.root = root
    self.files = files
    self.clock = clock
    self.events = events
    seen = WatchedFiles(root: root, files: files)
  }

  /// A watch on the disk under `root`, told of changes by the kernel where it can.
  static func onDisk(root: String, files: FileSystem) -> FileWatch {
    FileWatch(root: root, files: files, clock: .system, events: DirectoryEvents(root: root))
  }

  /// Waits until a burst of changes is over, and answers the files it changed (relative to the
  /// root, sorted); `nil` when stopped first.
  mutating func nextBurst(isStopped: () -> Bool) -> [String]? {
    while !isStopped() {
      var changedHere = true
      if let events {
        changedHere = events.wait(interval)
      } else {
        clock.sleep(interval)
      }
      if changedHere {
        let now = WatchedFiles(root: root, files: files)
        let paths = now.changes(since: seen)
        if !paths.isEmpty {
          seen = now
          changed += paths.filter { !changed.contains($0) }
          window.noteChange(at: clock.now())
        }
      }
      if window.closes(at: clock.now()), !isStopped() {
        defer { changed = [] }
        return changed.sorted()
      }
    }
    return nil
  }

  /// Runs `work`, which may take a while and may write `fixture-workbench.json` itself (a
  /// first run saves what it found): what is saved meanwhile is the next burst's, that file
  /// excepted.
  mutating func answer(_ work: () -> Void) {
    work()
    seen.adopt(Self.ownFile, from: WatchedFiles(root: root, files: files))
  }

  /// The file the workbench itself writes at the package's root.
  static let ownFile = "fixture-workbench.json"

  /// `WorkOrder.swift`, or `WorkOrder.swift and 2 more`.
  static func describe(_ paths: [String]) -> String {
    let first = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? "a file"
    return paths.count > 1 ? "\(first) and \(paths.count - 1) more" : first
  }

  /// Whether a change to `path` makes the launcher build again: a Swift file outside the tests
  /// (the manifest too), an Xcode project file, or the configuration.
  static func isSource(_ path: String) -> Bool {
    (path.hasSuffix(".swift") && !path.hasPrefix("Tests/")) || path == ownFile
      || path.hasSuffix(".xcodeproj/project.pbxproj")
  }
}

/// The time a watch reads and sleeps by: the system's, or a test's.
struct WatchClock: Sendable {
  /// The time since some fixed start.
  var now: @Sendable () -> Duration
  /// Waits `duration`.
  var sleep: @Sendable (Duration) -> Void

  /// The system's continuous clock.
  static var system: WatchClock {
    let clock = ContinuousClock()
    let start = clock.now
    return WatchClock(
      now: { clock.now - start },
      sleep: { duration in
        let deadline = clock.now + duration
        while clock.now < deadline {
          let (seconds, attoseconds) = (deadline - clock.now).components
          var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
          nanosleep(&time, nil)
        }
      })
  }
}
