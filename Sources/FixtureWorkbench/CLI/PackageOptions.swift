import ArgumentParser
import FixtureEngine
import JSONTrace
import PackageLauncher
import WorkbenchContext

/// `--package DIR`: the SwiftPM package whose models the command works on.
struct PackageFolderOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The SwiftPM package, or the app (a folder with an .xcodeproj), to work on (default: the app in the current folder when it has no Package.swift, else the package it is in, as swift build finds it).",
      valueName: "DIR"))
  var package: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "A folder of Swift files whose models to compile, as one module, when the folder holds no package or project the workbench reads (a pod, a folder of models); repeat it for more. init records it as \"sources\".",
      valueName: "DIR"))
  var sources: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "A folder of JSON fixtures, in place of those found or configured; repeat it for more. init records it as \"fixtures\".",
      valueName: "DIR"))
  var fixtures: [String] = []

  /// Puts `--sources` and `--fixtures` into `environment`, where finding the package and the
  /// worker that registers the models anew read them.
  func put(into environment: inout [String: String]) {
    if !sources.isEmpty { environment[FolderOverrides.sourcesVariable] = sources.joined(separator: "\n") }
    if !fixtures.isEmpty { environment[FolderOverrides.fixturesVariable] = fixtures.joined(separator: "\n") }
  }

  /// The environment variable that opens the bundled workspaces where no package is named.
  static let bundledVariable = "WORKBENCH_BUNDLED"

  /// The session of the package named, or of the current folder's.
  /// - Throws: a usage error when the folder named holds no package, or, when there is none,
  ///   one that says `otherwise`.
  func session(context: AppContext, otherwise: String) throws -> PackageSession {
    var context = context
    put(into: &context.environment)
    let session: PackageSession?
    do {
      session = try PackageSession.find(folder: package, context: context)
    } catch {
      throw usageError(error.description, context: context)
    }
    guard let session else { throw usageError(otherwise, context: context) }
    return session
  }
}

/// `--keys` and `--dates`: how every model of a user's package reads keys and dates, over
/// `fixture-workbench.json`.
struct DecodingOverrideOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "How every model reads keys, over fixture-workbench.json.",
      valueName: "STRATEGY"))
  var keys: DecodingOptions.Keys?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "How every model reads dates, over fixture-workbench.json: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\".",
      valueName: "STRATEGY"))
  var dates: String?

  var isEmpty: Bool { keys == nil && dates == nil }

  func validate() throws {
    guard let dates else { return }
    do {
      _ = try DecodingOptions.Dates(dates)
    } catch {
      throw ValidationError("--dates: \(error)")
    }
  }

  /// Puts the overrides into `environment`, where the worker that registers the models anew reads
  /// them too.
  func put(into environment: inout [String: String]) {
    if let keys { environment[DecodingOverrides.keysVariable] = keys.rawValue }
    if let dates { environment[DecodingOverrides.datesVariable] = dates }
  }
}

extension DecodingOptions.Keys: ExpressibleByArgument {}

/// `--package`, `--keys` and `--dates`, shared by every command that works on models.
struct PackageOptions: ParsableArguments {
  @OptionGroup var folder: PackageFolderOption
  @OptionGroup var decoding: DecodingOverrideOptions

  /// What the command runs against: the package's models when there is a package (building its
  /// launcher when the package changed), else the process's workspaces. With `checkingPlan`
  /// false, a change to Swift sources alone builds the launcher and leaves reading its plan again
  /// to the next run that checks it (`PackageSession.open(checkingPlan:)`). An instantiation of a
  /// generic model that `selection` names and the launcher does not register
  /// (`Page<Page<Forecast>>`) is compiled into it, and kept there.
  func workbench(checkingPlan: Bool = true, selecting selection: ModelSelection? = nil) async throws -> Workbench {
    let current = Workbench.current
    var context = current.context
    decoding.put(into: &context.environment)
    folder.put(into: &context.environment)
    switch current.packages {
    case .given(let package):
      return try Workbench(package: package, context: context)
    case .find:
      let session: PackageSession?
      do {
        session = try PackageSession.find(folder: folder.package, context: context)
      } catch {
        throw usageError(error.description, context: context)
      }
      guard var session else { return try bundled(current) }
      var opened = session.open(checkingPlan: checkingPlan)
      var workbench = try Workbench(package: opened.package, context: opened.context)
      if let selection, let wanted = workbench.unregistered(selection, in: opened.package), session.ask(for: wanted) {
        opened.context.reportError("workbench: \(wanted) is not registered yet: compiling it into the launcher…")
        opened = session.open()
        workbench = try Workbench(package: opened.package, context: opened.context)
        if workbench.unregistered(selection, in: opened.package) != nil {
          session.forget(wanted)
          opened.context.reportError(
            "workbench: \(wanted) does not compile in the launcher (a type argument may be unknown, or not meet the generic type's constraints); it is not kept"
          )
        }
      }
      workbench.packageRoot = session.root
      return workbench
    case .none:
      if folder.package != nil {
        throw usageError(
          "--package is for the installed workbench; this one runs on the models it registers", context: context)
      }
      return try bundled(current)
    }
  }

  private func bundled(_ current: Workbench) throws -> Workbench {
    guard decoding.isEmpty else {
      throw usageError(
        "--keys and --dates set how a package's models decode; these workspaces decode as their models are registered",
        context: current.context)
    }
    return current
  }
}

extension PackageOptions {
  /// The package a watch follows: its folder, and the context its runs inherit (with `--keys` and
  /// `--dates` put into the environment).
  /// - Throws: a usage error where there is no package: the bundled workspaces are compiled in, so
  ///   nothing of theirs changes while the workbench runs.
  func watchedPackage() throws -> (root: String, context: AppContext) {
    var context = Workbench.current.context
    decoding.put(into: &context.environment)
    folder.put(into: &context.environment)
    let session = try folder.session(
      context: context,
      otherwise:
        "--watch follows a package's files; the bundled workspaces are compiled in and are not watched: run it in your package, or name one with --package"
    )
    return (session.root, context)
  }
}
