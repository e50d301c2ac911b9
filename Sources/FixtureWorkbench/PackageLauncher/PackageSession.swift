import FixtureEngine
import Foundation
import JSONFragment
import PackageDiscovery
import WorkbenchContext

/// One run of the workbench on a user's package: brings its launcher up to date, then runs it.
struct PackageSession {
  let root: String
  let environment: [String: String]
  let launcherFolder: String
  let executable = CurrentExecutable.path

  init(root: String, environment: [String: String]) {
    self.root = root
    self.environment = environment
    launcherFolder = root + "/.build/fixture-workbench/launcher"
  }

  var configurationPath: String { root + "/" + WorkbenchConfiguration.fileName }
  var launcherBinary: String { launcherFolder + "/.build/debug/" + LauncherPlan.executableName }
  var inputsPath: String { launcherFolder + "/inputs.txt" }
  var packageName: String { URL(fileURLWithPath: root).lastPathComponent }

  /// Runs the launcher with `arguments`, building it first when the package changed.
  mutating func launch(arguments: [String]) -> Never {
    let clone = WorkbenchSource.root(executable: executable, environment: environment)
    let inputs = LauncherInputs(root: root, executable: executable, clone: clone)
    let recorded = FileManager.default.contents(atPath: inputsPath).map { String(decoding: $0, as: UTF8.self) }
    if recorded != inputs.text || !FileManager.default.isExecutableFile(atPath: launcherBinary) {
      let wroteConfiguration = !FileManager.default.fileExists(atPath: configurationPath)
      prepare()
      // What was read before the build, so a file saved during it is picked up by the next run;
      // but the configuration this run wrote is no change.
      let built = wroteConfiguration ? LauncherInputs(root: root, executable: executable, clone: clone) : inputs
      try? AtomicFileWriter.write(Data(built.text.utf8), to: inputsPath)
    }
    run(launcherBinary, arguments)
  }

  /// Finds the models, writes the launcher when its text changes, and builds it. Exits with
  /// status 2 when the package or the launcher does not build, or the configuration is wrong.
  /// Answers the plan.
  @discardableResult
  mutating func prepare() -> LauncherPlan {
    guard let swift = SwiftTool.find(environment: environment) else {
      PackageFrontEnd.fail("swift is not on PATH; the workbench builds your package with it")
    }
    let configuration = loadConfiguration()
    let manifest = describe(swift)
    PackageFrontEnd.say("building \(manifest.name) to read its models…")
    let built = runSwift(swift, ["build"], in: root, progress: true)
    guard built.succeeded else { failBuild(manifest.name, built.output) }
    let (models, valueEnums) = readModels(manifest, swift: swift)
    guard let workbenchRoot = workbenchRoot(manifest) else {
      PackageFrontEnd.fail(
        "cannot find Fixture Workbench's source to build the launcher with: run ./dev install in its clone, or set WORKBENCH_SOURCE=/path/to/clone"
      )
    }
    var plan: LauncherPlan
    do {
      plan = try LauncherPlan(
        manifest: manifest, models: models, configuration: configuration.value, packageRoot: root,
        workbenchRoot: workbenchRoot)
    } catch {
      let path = JSONPath.root.appending(key: "generics").appending(index: error.index)
      let location = configuration.bytes.withUnsafeBufferPointer { JSONPathLocator.location(of: path, in: $0)?.1 }
      PackageFrontEnd.fail(
        ConfigurationError(file: WorkbenchConfiguration.fileName, location: location, message: error.message)
          .description)
    }
    plan.sourceFiles = LauncherInputs(root: root, executable: nil, clone: workbenchRoot).fileList
    plan.valueEnums = valueEnums
    for note in plan.notes { PackageFrontEnd.say("note: " + note) }
    for generic in plan.genericsWithoutArguments {
      let example = generic.prefix { $0 != "<" } + "<Model>"
      PackageFrontEnd.say(
        "note: \(generic) is generic: name its type arguments in \(WorkbenchConfiguration.fileName), \"generics\": [\"\(example)\"]"
      )
    }
    guard plan.modelCount > 0 || !plan.genericsWithoutArguments.isEmpty else {
      PackageFrontEnd.fail(
        "\(manifest.name) has no Decodable types in its library targets (structs, enums and classes conforming to Decodable or Codable)"
      )
    }
    if configuration.isMissing { writeDefaultConfiguration(manifest) }
    writeLauncher(plan)
    build(swift, plan)
    return plan
  }

  /// The configuration, its bytes (for locating errors), and whether the file is missing.
  private func loadConfiguration() -> (value: WorkbenchConfiguration, bytes: [UInt8], isMissing: Bool) {
    guard let data = FileManager.default.contents(atPath: configurationPath) else {
      return (WorkbenchConfiguration(), [], true)
    }
    do {
      return (try WorkbenchConfiguration(parsing: String(decoding: data, as: UTF8.self)), Array(data), false)
    } catch {
      PackageFrontEnd.fail(error.description)
    }
  }

  private func describe(_ swift: SwiftTool) -> PackageManifest {
    let described = runSwift(swift, ["package", "describe", "--type", "json"], in: root)
    guard described.succeeded, let start = described.output.firstIndex(of: "{"),
      let manifest = try? PackageManifest(describeJSON: Array(described.output[start...].utf8))
    else {
      PackageFrontEnd.fail("cannot read \(root)/Package.swift:\n" + CompilerErrors.first(in: described.output))
    }
    return manifest
  }

  /// The models of the library targets, and the raw-value enums whose cases the launcher lists,
  /// from the symbol graph the compiler writes for each module (`swift-symbolgraph-extract`, as
  /// `swift package dump-symbol-graph` runs it, but only for the library modules: that command
  /// also builds the test targets, and fails on the test modules it synthesizes when they have
  /// dependencies).
  private func readModels(_ manifest: PackageManifest, swift: SwiftTool) -> (
    models: [FoundModel], valueEnums: [FoundValueEnum]
  ) {
    let binPath =
      runSwift(swift, ["build", "--show-bin-path"], in: root).output
      .split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
    let bin = URL(fileURLWithPath: binPath)
    let modules =
      FileManager.default.fileExists(atPath: bin.appendingPathComponent("Modules").path)
      ? bin.appendingPathComponent("Modules").path : bin.path
    let triple = bin.deletingLastPathComponent().lastPathComponent
    let output = root + "/.build/fixture-workbench/symbolgraph"
    try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let extractor = swift.sibling("swift-symbolgraph-extract")
    var platform: [String] = []
    #if os(macOS)
      // The extractor finds Foundation and the other system modules in the SDK only when told.
      if let sdk = try? SwiftTool(executable: "/usr/bin/xcrun").run(["--show-sdk-path"], in: root).output {
        platform = ["-sdk", sdk.trimmingCharacters(in: .whitespacesAndNewlines)]
      }
    #endif
    var models: [FoundModel] = []
    var valueEnums: [FoundValueEnum] = []
    for target in manifest.libraryTargets {
      let graph = "\(output)/\(target.module).symbols.json"
      try? FileManager.default.removeItem(atPath: graph)
      let arguments =
        [
          "-module-name", target.module, "-target", triple, "-I", modules, "-module-cache-path",
          bin.path + "/ModuleCache",
          "-minimum-access-level", "internal", "-omit-extension-block-symbols", "-output-dir", output,
        ] + platform
      let outcome = try? SwiftTool(executable: extractor).run(arguments, in: root)
      guard let data = FileManager.default.contents(atPath: graph) else {
        PackageFrontEnd.say(
          "note: could not read the symbol graph of \(target.module): " + (outcome?.output.prefix(300) ?? "no output"))
        continue
      }
      models += (try? SymbolGraphModels.models(inSymbolGraph: Array(data))) ?? []
      valueEnums += (try? SymbolGraphModels.valueEnums(inSymbolGraph: Array(data))) ?? []
    }
    return (models, valueEnums)
  }

  /// The package's own dependency on this one when it has one (a launcher must use the same),
  /// else the clone `./dev install` recorded.
  private func workbenchRoot(_ manifest: PackageManifest) -> String? {
    if let existing = manifest.dependencies.compactMap(\.path).first(where: WorkbenchSource.isWorkbench) {
      return existing
    }
    return WorkbenchSource.root(executable: executable, environment: environment)
  }

  private func writeDefaultConfiguration(_ manifest: PackageManifest) {
    let text = WorkbenchConfiguration().text
    do {
      try AtomicFileWriter.write(Data(text.utf8), to: configurationPath)
      PackageFrontEnd.say(
        "wrote \(WorkbenchConfiguration.fileName) with the default decoding; edit it to set keys, dates, generics, fixtures and exports"
      )
    } catch {
      PackageFrontEnd.say("note: could not write \(WorkbenchConfiguration.fileName): \(error.localizedDescription)")
    }
  }

  private func writeLauncher(_ plan: LauncherPlan) {
    let files = [
      "Package.swift": plan.packageManifest, "Sources/main.swift": plan.mainSource,
    ]
    for (relative, text) in files {
      let path = launcherFolder + "/" + relative
      if FileManager.default.contents(atPath: path) == Data(text.utf8) { continue }
      do {
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try AtomicFileWriter.write(Data(text.utf8), to: path)
      } catch {
        PackageFrontEnd.fail("cannot write \(path): \(error.localizedDescription)")
      }
    }
  }

  private func build(_ swift: SwiftTool, _ plan: LauncherPlan) {
    let first = !FileManager.default.isExecutableFile(atPath: launcherBinary)
    PackageFrontEnd.say(
      first
        ? "building the launcher for \(plan.packageName)'s models (the first build may take a minute or two)…"
        : "updating the launcher…")
    let started = Date()
    let outcome = runSwift(
      swift, ["build", "--package-path", launcherFolder, "--product", LauncherPlan.executableName], in: root,
      progress: true)
    guard outcome.succeeded else { failBuild("the launcher for \(plan.packageName)", outcome.output) }
    if first { PackageFrontEnd.say("built in \(Int(Date().timeIntervalSince(started).rounded())) s") }
  }

  private func runSwift(_ swift: SwiftTool, _ arguments: [String], in folder: String, progress: Bool = false)
    -> SwiftTool.Outcome
  {
    let isTerminal = isatty(STDERR_FILENO) == 1
    var logLines = BuildProgressLines()
    let show: ((String) -> Void)? =
      progress
      ? { line in
        if isTerminal {
          guard line.hasPrefix("[") else { return }
          FileHandle.standardError.write(Data(("\r\u{1B}[K" + line.prefix(78)).utf8))
        } else if logLines.shows(line) {
          FileHandle.standardError.write(Data((line + "\n").utf8))
        }
      } : nil
    do {
      let outcome = try swift.run(arguments, in: folder, progress: show)
      if progress && isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
      return outcome
    } catch {
      PackageFrontEnd.fail("cannot run swift \(arguments.joined(separator: " ")): \(error.localizedDescription)")
    }
  }

  private func failBuild(_ name: String, _ output: String) -> Never {
    FileHandle.standardError.write(Data((CompilerErrors.first(in: output) + "\n").utf8))
    PackageFrontEnd.fail("\(name) does not build: fix the errors above, then run workbench again")
  }

  /// Replaces this process with `binary arguments`.
  private func run(_ binary: String, _ arguments: [String]) -> Never {
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    execv(binary, argv)
    PackageFrontEnd.fail("cannot run \(binary): \(String(cString: strerror(errno)))")
  }
}
