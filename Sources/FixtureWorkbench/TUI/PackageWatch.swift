import FixtureEngine
import Foundation
import PackageLauncher
import Synchronization
import WorkbenchContext
import WorkbenchUI
import WorkerProcess

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
  private static let changedAgain = "the package changed again while it was built; the next save tries again"
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
      watch.answer { rebuild() }
    }
  }

  /// Builds the launcher again and hands the app the models it lists. When only code changed,
  /// the launcher is built first, with the decoders chosen before; the plan is read and the
  /// decoders chosen after, and the models are handed again only when that changed them (a model
  /// added, say, or a model's fixtures now decoding with another decoder).
  private func rebuild() {
    let first = rebuilt(["--launcher-first"])
    post(.package(first.change))
    guard first.build != nil else { return }
    let checked = rebuilt([])
    // Saved again meanwhile: the next burst builds.
    if case .buildFailed(let lines) = checked.change, lines == [Self.changedAgain] { return }
    if checked.build != first.build { post(.package(checked.change)) }
  }

  /// Runs `workbench prepare` with `arguments`, then reads the models the launcher lists: the
  /// change for the app, with the launcher's build and the models' decoding when it built.
  private func rebuilt(_ arguments: [String]) -> (change: PackageChange, build: String?) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["prepare", "--package", root] + arguments
    process.environment = context.environment
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let ending: ProcessEnding
    do {
      ending = try process.start()
    } catch {
      return (.buildFailed(["cannot run \(executable): \(error.localizedDescription)"]), nil)
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ending.wait()
    guard process.terminationStatus == 0 else {
      // An app's files as its project names them, not as the package written for it does.
      let paths = output.replacingOccurrences(of: root + "/" + PackageSession.appPackageFolder + "/", with: "")
      return (.buildFailed(Self.firstErrors(in: paths.replacingOccurrences(of: root + "/", with: ""))), nil)
    }
    // An app's session builds from the package written for its project.
    let session = (try? PackageSession.find(folder: root, context: context)) ?? nil
    guard let opened = (session ?? PackageSession(root: root, context: context)).openBuilt() else {
      return (.buildFailed([Self.changedAgain]), nil)
    }
    do {
      let registry = try Workbench.of(opened.package, context: opened.context).registry
      return (.rebuilt(registry), (opened.package.launcherBuild ?? "") + Self.decodings(of: registry))
    } catch {
      return (.buildFailed([error.description]), nil)
    }
  }

  /// How each model of `registry` decodes, as text.
  static func decodings(of registry: WorkspaceRegistry) -> String {
    registry.workspaces.flatMap(\.models).map { model in
      "\n\(model.name) \(model.decoding) \(String(describing: model.foundDecoder)) \(String(describing: model.foundKeys)) \(String(describing: model.foundDates))"
    }.joined()
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
