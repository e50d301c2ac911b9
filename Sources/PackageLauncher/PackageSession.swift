import FixtureEngine
import Foundation
import JSONCore
import PackageDiscovery
import WorkbenchContext

/// One run of the workbench on a user's package: finds the package's `Decodable` types, writes and
/// builds a launcher under the package's `.build/fixture-workbench/launcher` when the package
/// changed, and asks it for its models. The commands then run on those models, with the launcher as
/// the worker that runs their code.
public struct PackageSession {
  /// The package's folder, an absolute path.
  public let root: String
  /// The folder of the package that is built: ``root``, or, for an app, the `AppPackage`
  /// written for it (whose paths read as in `root`).
  let buildRoot: String
  /// The Xcode project the session's models come from, for an app.
  var appProject: String?
  /// The folders of Swift files the session's models come from (`--sources`, `"sources"`),
  /// relative to ``root``.
  var appSources: [String]?
  /// Whether the models come from an app's files, through the package written for them.
  var isApp: Bool { appProject != nil || appSources != nil }
  /// Where the session reads and writes files, its environment, its streams and its exit.
  let context: AppContext
  let launcherFolder: String
  let executable = CurrentExecutable.path
  var environment: [String: String] { context.environment }
  var files: FileSystem { context.files }

  /// A session for the package at `root`, an absolute path, built from the package at `buildRoot`
  /// when that is another (an app's `AppPackage`).
  public init(root: String, buildRoot: String? = nil, context: AppContext) {
    self.root = root
    self.buildRoot = buildRoot ?? root
    self.context = context
    launcherFolder = root + "/.build/fixture-workbench/launcher"
  }

  /// Writes `message` to standard error, prefixed `workbench: `.
  func say(_ message: String) {
    context.reportError("workbench: " + message)
  }

  /// Says `message` and exits with status 2.
  func fail(_ message: String) -> Never {
    say(message)
    context.exit(CommandStatus.usageError.rawValue)
  }

  var configurationPath: String { root + "/" + WorkbenchConfiguration.fileName }
  /// Where the launcher is built, and the package too, before it, to read its models: the
  /// launcher's build then finds the package's modules compiled, so a package is compiled once,
  /// not once for its symbol graphs and again for the launcher. The package's own `.build` is
  /// left as it is.
  var launcherScratch: String { launcherFolder + "/.build" }
  var launcherBinary: String { launcherScratch + "/debug/" + LauncherPlan.executableName }
  var inputsPath: String { launcherFolder + "/inputs.txt" }
  var packageName: String { URL(fileURLWithPath: root).lastPathComponent }

  var catalogPath: String { launcherFolder + "/catalog.json" }
  /// How long the launcher may take to list the models: it starts and makes the package's
  /// decoders, which is instant unless one never returns.
  static let catalogTimeLimit = Duration.seconds(30)

  /// The package's models, and a context whose worker is the launcher that runs their code;
  /// builds the launcher first when the package changed. When only Swift sources changed since the
  /// launcher's plan was read, the launcher is built before the plan is read again: with
  /// `checkingPlan` false, that is all, and the plan is read by the next open that checks it (the
  /// app's watch shows the rebuilt models first). Exits with status 2 when the package or the
  /// launcher does not build, or the configuration is wrong.
  public mutating func open(checkingPlan: Bool = true) -> (package: UserPackage, context: AppContext) {
    var inputs = currentInputs
    if !isBuilt(from: inputs) {
      let basis = planBasis
      if !(basis.map { buildLauncherFirst(for: inputs, basis: $0) } ?? false) {
        prepare(inputs: inputs, basis: basis, launcherBuilt: false)
      }
      // What was read before the build, so a file saved during it is picked up by the next run;
      // an app's manifest as the build left it (files it refused are left out).
      try? files.remove(catalogPath)
      inputs = inputs.withAppManifest(of: self)
      try? files.replace(inputsPath, Data(inputs.text.utf8))
    }
    if checkingPlan, planIsUnread(for: inputs.text), let basis = planBasis {
      let stamp = files.stamp(launcherBinary)
      prepare(inputs: inputs, basis: basis, launcherBuilt: true)
      if files.stamp(launcherBinary) != stamp { try? files.remove(catalogPath) }
    }
    return built(catalog(), from: inputs.text)
  }

  /// The package's models when its launcher is built from the package as it is now, without
  /// building anything: what the app reloads after `workbench prepare` built it in another
  /// process. `nil` when the launcher is not up to date (a file was saved since) or its catalog
  /// cannot be read.
  public func openBuilt() -> (package: UserPackage, context: AppContext)? {
    let inputs = currentInputs
    guard isBuilt(from: inputs), let saved = try? files.read(catalogPath),
      let catalog = try? UserPackage.Catalog.read(fromLauncherOutput: String(decoding: saved, as: UTF8.self))
    else { return nil }
    return built(catalog, from: inputs.text)
  }

  /// What the launcher would be built from now.
  var currentInputs: LauncherInputs {
    let clone = WorkbenchSource.root(executable: executable, environment: environment, files: files)
    return LauncherInputs(
      root: root, executable: executable, clone: clone, asked: askedPath,
      appManifest: buildRoot == root ? nil : buildRoot + "/Package.swift", files: files)
  }

  /// Whether the launcher is built, from `inputs`.
  private func isBuilt(from inputs: LauncherInputs) -> Bool {
    let recorded = (try? files.read(inputsPath)).map { String(decoding: $0, as: UTF8.self) }
    return recorded == inputs.text && files.isExecutable(launcherBinary)
  }

  /// The package of `catalog`, and a context whose worker is the launcher built from `inputs` (a
  /// ``LauncherInputs/text``).
  private func built(_ catalog: UserPackage.Catalog, from inputs: String) -> (
    package: UserPackage, context: AppContext
  ) {
    var context = context
    context.workerExecutable = launcherBinary
    var package = UserPackage(catalog: catalog)
    package.leftOutModels = leftOutModels
    // What is kept holds for this launcher and this workbench: a new workbench may choose otherwise.
    package.launcherBuild = files.stamp(launcherBinary).map { $0 + " " + (executable.flatMap(files.stamp) ?? "") }
    package.choicesAreProvisional = planIsUnread(for: inputs)
    context.environment[UserPackage.launcherBuildVariable] = package.launcherBuild
    return (package, context)
  }

  /// The launcher's catalog of the package's models: as saved after the launcher was built, else
  /// asked of the launcher, and saved.
  private func catalog() -> UserPackage.Catalog {
    if let saved = try? files.read(catalogPath),
      let catalog = try? UserPackage.Catalog.read(fromLauncherOutput: String(decoding: saved, as: UTF8.self))
    {
      return catalog
    }
    let outcome: SwiftTool.Outcome
    do {
      outcome = try SwiftTool(executable: launcherBinary).run(
        [UserPackage.catalogArgument], in: root, timeLimit: Self.catalogTimeLimit)
    } catch {
      fail("cannot run \(launcherBinary): \(error.localizedDescription)")
    }
    if outcome.timedOut {
      fail(
        "the launcher for \(packageName) did not list its models within \(Self.catalogTimeLimit.components.seconds) s: a decoder that \(WorkbenchConfiguration.fileName) names may never return (the launcher makes each once to read its strategies)"
      )
    }
    let catalog: UserPackage.Catalog
    do throws(UserPackage.Catalog.Problem) {
      guard outcome.succeeded else { throw .unreadable }
      catalog = try UserPackage.Catalog.read(fromLauncherOutput: outcome.output)
    } catch .otherFormat(let format) {
      let clone = WorkbenchSource.root(executable: executable, environment: environment, files: files) ?? "its clone"
      fail(
        "the launcher was built from a Fixture Workbench whose catalog has form \(format), and this workbench reads form \(UserPackage.Catalog.currentFormat): run ./dev install in \(clone) again, so that the binary and the launcher come from the same source"
      )
    } catch {
      fail("the launcher for \(packageName) did not list its models:\n" + String(outcome.output.suffix(2000)))
    }
    if let line = outcome.output.split(separator: "\n").last(where: { $0.hasPrefix("{") }) {
      try? files.replace(catalogPath, Data(line.utf8))
    }
    return catalog
  }

  /// Finds the models, writes the launcher when its text changes, and builds it, for the package
  /// as `inputs` has it; what `basis` holds is reused while the manifest is the same. With
  /// `launcherBuilt`, the launcher was just built from these sources (the package with it), and
  /// is built again only when the plan changed. Exits with status 2 when the package or the
  /// launcher does not build, or the configuration is wrong. Answers the plan.
  @discardableResult
  mutating func prepare(inputs: LauncherInputs, basis: PlanBasis?, launcherBuilt: Bool) -> LauncherPlan {
    guard let swift = SwiftTool.find(environment: environment, files: files) else {
      fail("swift is not on PATH; the workbench builds your package with it")
    }
    let configuration = loadConfiguration()
    let held = basis.flatMap { $0.holdsManifest(for: inputs) ? $0 : nil }
    let (manifest, manifestJSON) = held.flatMap(heldManifest) ?? describe(swift)
    if !launcherBuilt {
      say("building \(manifest.name) to read its models…")
      let built = runSwiftInScratch(
        swift, ["build", "--scratch-path", launcherScratch], in: buildRoot, progress: true)
      guard built.succeeded else {
        if isApp && refuseFiles(failingIn: built.output) {
          return prepare(inputs: currentInputs, basis: nil, launcherBuilt: false)
        }
        failBuild(manifest.name, built.output)
      }
    }
    let binPath = held?.binPath ?? self.binPath(swift)
    let (models, valueEnums, aliases, decoders, dateFormatters) = readModels(manifest, binPath: binPath, swift: swift)
    guard let workbenchRoot = workbenchRoot(manifest) else {
      fail(
        "cannot find Fixture Workbench's source to build the launcher with: run ./dev install in its clone, or set WORKBENCH_SOURCE=/path/to/clone"
      )
    }
    var plan: LauncherPlan
    do {
      plan = try LauncherPlan(
        manifest: manifest, models: models, aliases: aliases,
        written: writtenInstantiations(manifest, generics: Set(models.filter(\.isGeneric).map(\.typeName))),
        configuration: configuration.value, packageRoot: root, buildRoot: buildRoot, workbenchRoot: workbenchRoot)
      plan.register(asked: asked, among: models)
    } catch {
      let path = JSONPath.root.appending(key: "generics").appending(index: error.index)
      let bytes = (try? files.read(configurationPath)).map(Array.init) ?? []
      let location = bytes.withUnsafeBufferPointer { JSONPathLocator.location(of: path, in: $0)?.1 }
      fail(
        ConfigurationError(file: WorkbenchConfiguration.fileName, location: location, message: error.message)
          .description)
    }
    plan.sourceFiles = LauncherInputs(root: root, executable: nil, clone: workbenchRoot, files: files).fileList
    plan.valueEnums = valueEnums
    // Two symbol graphs may list one static decoder (a module's and its extension's).
    plan.noteFoundDecoders(decoders)
    var seen: Set<String> = []
    plan.dateFormatters = dateFormatters.filter { seen.insert($0).inserted }
    plan.sharedEngine = held.flatMap(heldEngine) ?? sharedEngine(swift, workbenchRoot: workbenchRoot)
    for note in plan.notes { say("note: " + note) }
    for generic in plan.genericsWithoutArguments {
      let example = generic.prefix { $0 != "<" } + "<Model>"
      say(
        "note: \(generic) is generic: name its type arguments in \(WorkbenchConfiguration.fileName), \"generics\": [\"\(example)\"]"
      )
    }
    if plan.modelCount == 0 && plan.genericsWithoutArguments.isEmpty {
      // Its fixtures may still be read, each by types of its tests: lint says so of each folder.
      say(
        "note: \(manifest.name) has no Decodable types in its library targets (structs, enums and classes conforming to Decodable or Codable)"
      )
    }
    let planned = PlanBasis.digest(of: plan)
    if !launcherBuilt || held?.planned != planned || !files.isExecutable(launcherBinary) {
      writeLauncher(plan)
      build(swift, plan)
    }
    save(
      PlanBasis(
        inputs: inputs.text, manifest: manifestJSON, binPath: binPath, sharedEngine: plan.sharedEngine,
        planned: planned))
    return plan
  }

  /// The configuration, and whether the file is missing.
  private func loadConfiguration() -> (value: WorkbenchConfiguration, isMissing: Bool) {
    do {
      let loaded = try WorkbenchConfiguration.load(from: configurationPath, files: files)
      return (loaded ?? WorkbenchConfiguration(), loaded == nil)
    } catch {
      fail(error.description)
    }
  }

  /// The manifest, and the JSON it was read from.
  private func describe(_ swift: SwiftTool) -> (PackageManifest, String) {
    let described = runSwift(swift, ["package", "describe", "--type", "json"], in: buildRoot)
    guard described.succeeded, let start = described.output.firstIndex(of: "{"),
      let manifest = try? PackageManifest(describeJSON: Array(described.output[start...].utf8))
    else {
      fail("cannot read \(buildRoot)/Package.swift:\n" + CompilerErrors.first(in: described.output))
    }
    return (manifest, String(described.output[start...]))
  }

  /// The folder of the package's build products in the launcher's scratch.
  private func binPath(_ swift: SwiftTool) -> String {
    runSwift(swift, ["build", "--show-bin-path", "--scratch-path", launcherScratch], in: buildRoot).output
      .split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
  }

  /// The package's own dependency on this one when it has one (a launcher must use the same),
  /// else the clone `./dev install` recorded.
  private func workbenchRoot(_ manifest: PackageManifest) -> String? {
    if let existing = manifest.dependencies.compactMap(\.path).first(where: {
      WorkbenchSource.isWorkbench($0, files: files)
    }) {
      return existing
    }
    return WorkbenchSource.root(executable: executable, environment: environment, files: files)
  }

  private func writeLauncher(_ plan: LauncherPlan) {
    let texts = [
      "Package.swift": plan.packageManifest, "Sources/main.swift": plan.mainSource,
    ]
    for (relative, text) in texts {
      let path = launcherFolder + "/" + relative
      if (try? files.read(path)) == Data(text.utf8) { continue }
      do {
        try files.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        try files.replace(path, Data(text.utf8))
      } catch {
        fail("cannot write \(path): \(FileErrorText.reason(error))")
      }
    }
  }

  private func build(_ swift: SwiftTool, _ plan: LauncherPlan) {
    let first = !files.isExecutable(launcherBinary)
    say(
      first
        ? "building the launcher for \(plan.packageName)'s models (the first build may take a minute or two)…"
        : "updating the launcher…")
    let started = Date()
    let outcome = buildLauncher(swift)
    guard outcome.succeeded else {
      if let error = plan.decoderError(inBuildOutput: outcome.output) { fail(error.description) }
      if let without = plan.withoutRegistrations(failingIn: outcome.output) {
        let left = Set(plan.modules.flatMap { $0.models + $0.aliases } + plan.foundDecoders + plan.dateFormatters)
          .subtracting(
            without.modules.flatMap { $0.models + $0.aliases } + without.foundDecoders + without.dateFormatters
          ).sorted()
        say(
          "note: \(left.joined(separator: ", ")) of \(plan.packageName) do\(left.count == 1 ? "es" : "") not compile in the launcher; building it without \(left.count == 1 ? "it" : "them")"
        )
        writeLauncher(without)
        build(swift, without)
        return
      }
      let envelopes = plan.modules.flatMap(\.envelopes)
      if !envelopes.isEmpty {
        say(
          "note: the instantiations of \(plan.packageName)'s generic types with its models (\(envelopes.prefix(3).joined(separator: ", "))\(envelopes.count > 3 ? ", ..." : "")) do not compile in the launcher; building it without them (name those you need in \(WorkbenchConfiguration.fileName), \"generics\")"
        )
        let without = plan.withoutEnvelopes
        writeLauncher(without)
        build(swift, without)
        return
      }
      if plan.foundDecoderFails(inBuildOutput: outcome.output) {
        say(
          "note: a static decoder found in \(plan.packageName) (\(plan.foundDecoders.joined(separator: ", "))) does not compile in the launcher; building it without them"
        )
        var without = plan
        without.foundDecoders = []
        without.dateFormatters = []
        writeLauncher(without)
        build(swift, without)
        return
      }
      failBuild("the launcher for \(plan.packageName)", outcome.output)
    }
    if first { say("built in \(Int(Date().timeIntervalSince(started).rounded())) s") }
  }

  /// Builds the launcher as it is written.
  func buildLauncher(_ swift: SwiftTool) -> SwiftTool.Outcome {
    // The workbench's Package.swift optimises its heavy targets when this is set (its comment says why).
    runSwiftInScratch(
      swift, ["build", "--package-path", launcherFolder, "--product", LauncherPlan.executableName], in: root,
      environment: ["WORKBENCH_LAUNCHER_BUILD": "1"], progress: true)
  }

  func failBuild(_ name: String, _ output: String) -> Never {
    // An app's files are named where they are in the app, not where its package links or copies them.
    let output = buildRoot == root ? output : output.replacingOccurrences(of: buildRoot + "/", with: root + "/")
    let report = CompilerErrors.report(in: output)
    context.reportError(report.errors)
    let log = root + "/.build/fixture-workbench/build.log"
    let written =
      (try? files.createDirectory(URL(fileURLWithPath: log).deletingLastPathComponent().path)) != nil
      && (try? files.replace(log, Data(output.utf8))) != nil
    let warnings = "\(report.warnings) warning\(report.warnings == 1 ? "" : "s")"
    say(written ? "\(warnings); the whole build log is in \(log)" : warnings)
    fail("\(name) does not build: fix the errors above, then run workbench again")
  }
}
