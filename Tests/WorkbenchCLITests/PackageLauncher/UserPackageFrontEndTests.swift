import FixtureEngine
import Foundation
import ModelAdapter
import PackageDiscovery
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureWorkbench

/// The pieces of `workbench` in a user's package that need no package: options, errors, the
/// registry the launcher makes. `OwnPackageTests` drives the whole of it.
struct UserPackageFrontEndTests {
  @Test func packageOptionIsTakenOutOfTheArguments() {
    var arguments = ["inspect", "p.json", "--package", "../Weather", "--model", "Forecast"]
    #expect(PackageFrontEnd.takePackageOption(from: &arguments) == "../Weather")
    #expect(arguments == ["inspect", "p.json", "--model", "Forecast"])
    var joined = ["--package=/src/w", "lint"]
    #expect(PackageFrontEnd.takePackageOption(from: &joined) == "/src/w")
    #expect(joined == ["lint"])
  }

  @Test func theFrontEndLooksForThePackageThroughTheContext() async {
    let streams = CapturedStreams()
    // No Package.swift in the context's files, a bundled run asked for, the hidden worker: the
    // front end stands aside and says nothing (where it would go on, the test context's exit traps).
    let nothing = AppContext.test(files: InMemoryFileSystem(), currentDirectory: "/src/app", streams: streams)
    await PackageFrontEnd.runIfInPackage(arguments: ["lint"], context: nothing)
    var bundled = AppContext.test(
      files: InMemoryFileSystem(["/src/app/Package.swift": Data()]), currentDirectory: "/src/app", streams: streams)
    bundled.environment["WORKBENCH_BUNDLED"] = "1"
    await PackageFrontEnd.runIfInPackage(arguments: ["lint"], context: bundled)
    let worker = AppContext.test(
      files: InMemoryFileSystem(["/src/app/Package.swift": Data()]), currentDirectory: "/src/app", streams: streams)
    await PackageFrontEnd.runIfInPackage(arguments: ["worker"], context: worker)
    #expect(streams.errorText.isEmpty)
  }

  @Test func keysAndDatesAreTakenOutAndPassedToTheWorker() throws {
    var arguments = ["inspect", "p.json", "--dates", "iso8601", "--keys=convertFromSnakeCase"]
    var environment: [String: String] = [:]
    let overrides = try DecodingOverrides.take(from: &arguments, environment: &environment)
    #expect(overrides == WorkbenchConfiguration.Decoding(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(arguments == ["inspect", "p.json"])
    #expect(environment == ["WORKBENCH_KEYS": "convertFromSnakeCase", "WORKBENCH_DATES": "iso8601"])

    var workerArguments = ["worker"]
    #expect(try DecodingOverrides.take(from: &workerArguments, environment: &environment) == overrides)
  }

  @Test func anUnknownStrategySaysWhatIsAllowed() {
    var arguments = ["--dates", "unix"]
    var environment: [String: String] = [:]
    #expect {
      try DecodingOverrides.take(from: &arguments, environment: &environment)
    } throws: { error in
      "\(error)"
        == "--dates: \"unix\" is neither a strategy nor a DateFormatter format (\"n\" is not a date field letter; put literal text in single quotes); allowed: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, or a DateFormatter format such as \"yyyy-MM-dd'T'HH:mm:ss\""
    }
  }

  @Test func datesMayBeAFormat() throws {
    var arguments = ["inspect", "--dates", "yyyy-MM-dd HH:mm"]
    var environment: [String: String] = [:]
    let overrides = try DecodingOverrides.take(from: &arguments, environment: &environment)
    #expect(overrides.dates == .formatted("yyyy-MM-dd HH:mm"))
    #expect(environment[DecodingOverrides.datesVariable] == "yyyy-MM-dd HH:mm")
  }

  /// The launcher lists the models by making the package's decoders, code of the user's: one that
  /// never returns must not keep the workbench waiting.
  @Test func aRunPastItsTimeLimitIsKilledAndSaysSo() throws {
    let stuck = try SwiftTool(executable: "/bin/sleep").run(["30"], in: "/", timeLimit: .milliseconds(200))
    #expect(stuck.timedOut)
    #expect(!stuck.succeeded)
    let quick = try SwiftTool(executable: "/bin/echo").run(["listed"], in: "/", timeLimit: .seconds(30))
    #expect(!quick.timedOut)
    #expect(quick.succeeded && quick.output == "listed\n")
  }

  @Test func aBuildFolderMovedWithItsPackageIsToldFromACompileError() {
    let moved = """
      <module-includes>:1:10: note: in file included from <module-includes>:1:
      error: module file '/old/place/.build/debug/ModuleCache/ABC/SwiftShims-1.pcm' was compiled with module cache path '/old/place/.build/debug/ModuleCache/ABC', but the path is currently '/new/place/.build/debug/ModuleCache/ABC'
      """
    #expect(CompilerErrors.isFromAMovedBuild(moved))
    #expect(!CompilerErrors.isFromAMovedBuild("/p/Sources/Shop/Broken.swift:1:48: error: cannot convert value"))
  }

  @Test func errorsComeFirstWithTheirCodeAndTheWarningsAreCounted() {
    let warnings = (1...40).map { "/p/Sources/Shop/W\($0).swift:\($0):1: warning: var 'x' was never mutated" }
    let output =
      (["[1/9] Compiling Shop W.swift"] + warnings + [
        "/p/Sources/Shop/W1.swift:1:1: note: change 'var' to 'let'",
        "/p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope",
        " 7 |   let sum = Totl()",
        "   |             `- error: cannot find 'Totl' in scope",
        "/p/Sources/Shop/W2.swift:2:1: warning: var 'x' was never mutated",
        "/p/Sources/Shop/Item.swift:3:9: error: missing return",
        "error: emit-module command failed with exit code 1 (use -v to see invocation)",
        "/p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope",
      ]).joined(separator: "\n")
    let report = CompilerErrors.report(in: output)
    #expect(
      report.errors == """
        /p/Sources/Shop/Order.swift:7:12: error: cannot find 'Totl' in scope
         7 |   let sum = Totl()
           |             `- error: cannot find 'Totl' in scope
        /p/Sources/Shop/Item.swift:3:9: error: missing return
        """)
    #expect(report.warnings == 40)
  }

  @Test func theFirstErrorsAreShownOnce() {
    let output = """
      [3/9] Compiling Shop Order.swift
      /p/Sources/Shop/Broken.swift:1:48: error: cannot convert value
      1 | struct Broken { var x: Int = "no" }
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /p/Sources/Shop/Broken.swift:1:48: error: cannot convert value
      1 | struct Broken { var x: Int = "no" }
      """
    #expect(
      CompilerErrors.first(in: output)
        == "/p/Sources/Shop/Broken.swift:1:48: error: cannot convert value\n1 | struct Broken { var x: Int = \"no\" }")
  }

  @Test func eachModuleIsAWorkspaceWithTheConfigurationsFoldersAndDecoding() throws {
    let package = UserPackage(
      root: "/src/Dex",
      modules: [
        UserPackage.Module(
          "Pokedex", testTarget: "Tests/PokedexTests", genericsWithoutArguments: ["Page<Item>"],
          models: [.model(Pokemon.self)])
      ])
    let configuration = WorkbenchConfiguration(decoding: .init(dates: .iso8601), exports: "Generated")
    let registry = package.registry(configuration: configuration, overrides: .init(keys: .convertFromSnakeCase))
    let workspace = try registry.workspace(named: "Pokedex")
    #expect(workspace.directory == "/src/Dex")
    #expect(workspace.fixtureFolders == ["Tests/PokedexTests/Fixtures"])
    #expect(workspace.exportFolder == "Generated")
    #expect(workspace.models.first?.decoding == DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601))
    #expect(workspace.summary == #"Page<Item> needs "generics": ["Page<Pokemon>"] in fixture-workbench.json"#)
    #expect(package.registry(configuration: WorkbenchConfiguration(exclude: ["Pokemon"])).workspaces.isEmpty)
  }

  @Test func aModelNamedForAPackageDecoderIsDecodedByIt() throws {
    let package = UserPackage(
      root: "/src/Dex",
      decoders: [
        "JSONDecoder.dex": {
          let decoder = JSONDecoder()
          decoder.keyDecodingStrategy = .convertFromSnakeCase
          return decoder
        }
      ],
      modules: [UserPackage.Module("Pokedex", testTarget: nil, models: [.model(Pokemon.self)])])
    let configuration = WorkbenchConfiguration(models: [
      "Pokemon": .init(dates: .iso8601, decoder: .init("JSONDecoder.dex"))
    ])
    let decoding = try package.registry(configuration: configuration).workspace(named: "Pokedex").models[0].decoding
    #expect(decoding.packageDecoder?.expression == "JSONDecoder.dex")
    #expect(decoding.keys == .convertFromSnakeCase, "the decoder's own strategy, not the file's")
    let dated = try package.registry(configuration: configuration, overrides: .init(dates: .secondsSince1970))
      .workspace(named: "Pokedex").models[0].decoding
    #expect(dated == DecodingOptions(keys: .convertFromSnakeCase, dates: .secondsSince1970))
  }
}
