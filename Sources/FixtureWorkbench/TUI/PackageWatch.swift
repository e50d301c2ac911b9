import Foundation
import PackageLauncher
import Synchronization
import WorkbenchContext
import WorkbenchUI

/// The app's watch on the user's package, on a thread of its own: after each burst of saves to the
/// package's code, it builds the launcher again in another process (`workbench prepare`), so keys
/// never wait and a build that fails never stops the app, and hands the app the models as rebuilt,
/// or the compiler's first errors; fixtures changed on disk are told too.
final class PackageWatch: Sendable {
  private let root: String
  private let executable: String
  private let context: AppContext
  private let post: @Sendable (Msg) -> Void
  private let stopped = Atomic<Bool>(false)
  /// The most compiler errors handed to the app.
  static let shownErrors = 8

  /// A watch on the package at `root`, rebuilding with `executable` (this workbench), telling the
  /// app through `post`.
  init(root: String, executable: String, context: AppContext, post: @escaping @Sendable (Msg) -> Void) {
    self.root = root
    self.executable = executable
    self.context = context
    self.post = post
  }

  /// Starts watching.
  func start() {
    Thread.detachNewThread { [self] in run() }
  }

  /// Stops watching, after the build under way, if any.
  func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  private func run() {
    var watch = FileWatch.onDisk(root: root, files: context.files)
    while !stopped.load(ordering: .relaxed) {
      guard let changed = watch.nextBurst(isStopped: { self.stopped.load(ordering: .relaxed) }) else { return }
      let fixtures = changed.filter { $0.hasSuffix(".json") && !FileWatch.isSource($0) }
      if !fixtures.isEmpty { post(.package(.filesChanged(fixtures.map { root + "/" + $0 }))) }
      let sources = changed.filter(FileWatch.isSource)
      guard !sources.isEmpty else { continue }
      post(.package(.rebuilding("\(FileWatch.describe(sources)) changed")))
      // Saves during the build are the next burst's.
      watch.answer { post(.package(rebuild())) }
    }
  }

  /// Builds the launcher again, then reads the models it lists.
  private func rebuild() -> PackageChange {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["prepare", "--package", root]
    process.environment = context.environment
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return .buildFailed(["cannot run \(executable): \(error.localizedDescription)"])
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .buildFailed(Self.firstErrors(in: output.replacingOccurrences(of: root + "/", with: "")))
    }
    guard let opened = PackageSession(root: root, context: context).openBuilt() else {
      return .buildFailed(["the package changed again while it was built; the next save tries again"])
    }
    do {
      return .rebuilt(try Workbench.of(opened.package, context: opened.context).registry)
    } catch {
      return .buildFailed([error.description])
    }
  }

  /// The compiler's errors (`file:line:column: error: message`), each once, at most
  /// ``shownErrors``; else the last lines of what the build said.
  static func firstErrors(in output: String) -> [String] {
    let lines = output.split(separator: "\n").map { String($0.split(separator: "\r").last ?? "") }
    var errors: [String] = []
    for line in lines where line.contains(": error: ") && !errors.contains(line) {
      errors.append(line)
    }
    if errors.isEmpty {
      errors = lines.filter { !$0.isEmpty && !$0.hasPrefix("[") }.suffix(shownErrors).map { $0 }
    }
    return Array(errors.prefix(shownErrors))
  }
}
