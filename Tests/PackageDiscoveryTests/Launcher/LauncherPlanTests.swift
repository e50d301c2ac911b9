import PackageDiscovery
import Testing

/// The launcher package written for a user's package: which models it registers and how.
struct LauncherPlanTests {
  let manifest = PackageManifest(
    name: "Weather",
    targets: [
      .init(name: "WeatherModels", type: "library"),
      .init(name: "WeatherKit", type: "library", targetDependencies: ["WeatherModels"]),
      .init(name: "Hidden", type: "library"),
      .init(name: "WeatherModelsTests", type: "test", targetDependencies: ["WeatherModels"]),
    ],
    products: [
      .init(name: "Weather", targets: ["WeatherModels", "WeatherKit"], isLibrary: true)
    ])

  let models = [
    FoundModel(module: "WeatherModels", typeName: "Forecast", kind: .structure),
    FoundModel(module: "WeatherModels", typeName: "Station", kind: .structure, accessLevel: "internal"),
    FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"]),
    FoundModel(module: "WeatherKit", typeName: "Forecast", kind: .structure),
    FoundModel(module: "Hidden", typeName: "Secret", kind: .structure),
  ]

  func plan(_ configuration: WorkbenchConfiguration = WorkbenchConfiguration()) throws -> LauncherPlan {
    try LauncherPlan(
      manifest: manifest, models: models, configuration: configuration, packageRoot: "/src/Weather",
      workbenchRoot: "/src/FixtureWorkbench")
  }

  @Test func everyModuleWithModelsIsImportedTestablyAndEveryModelRegistered() throws {
    let main = try plan(WorkbenchConfiguration(generics: ["Page<Forecast>"])).mainSource
    #expect(main.contains("@testable import WeatherModels\n@testable import WeatherKit\n"))
    #expect(main.contains(".model(Station.self)"))
    #expect(main.contains(".model(Page<Forecast>.self)"))
    #expect(main.contains("testTarget: \"Tests/WeatherModelsTests\""))
    #expect(!main.contains("import Hidden"))
    #expect(
      main.contains(
        #"targetFolders: ["Sources/WeatherModels", "Sources/WeatherKit", "Sources/Hidden", "Tests/WeatherModelsTests"]"#
      ))
  }

  @Test func aModuleListsItsPayloadTypesThenTheInstantiationsThenTheTypesOthersHold() throws {
    var day = FoundModel(module: "WeatherModels", typeName: "Day", kind: .structure)
    day.isHeldByAnotherModel = true
    let plan = try LauncherPlan(
      manifest: manifest, models: [day] + models, configuration: WorkbenchConfiguration(generics: ["Page<Forecast>"]),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    #expect(
      plan.modules.first { $0.name == "WeatherModels" }?.models == [
        "WeatherModels.Forecast", "Station", "Page<Forecast>", "Day",
      ])
  }

  @Test func aTypealiasOfAnInstantiationIsAModelOfItsNameAndNamesItsGeneric() throws {
    let plan = try LauncherPlan(
      manifest: manifest, models: models,
      aliases: [
        FoundTypealias(module: "WeatherModels", name: "ForecastPage", aliased: "Page<Forecast>"),
        FoundTypealias(module: "WeatherModels", name: "Identifier", aliased: "Dictionary<String, Int>"),
        FoundTypealias(module: "WeatherModels", name: "Forecasts", aliased: "[Forecast]"),
        FoundTypealias(module: "WeatherModels", name: "ForecastsByCity", aliased: "[String: Forecast]"),
        FoundTypealias(module: "WeatherModels", name: "Counts", aliased: "[Int]"),
      ],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let weather = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(weather.aliases == ["ForecastPage", "Forecasts", "ForecastsByCity"])
    #expect(weather.genericsWithoutArguments.isEmpty)
    #expect(plan.mainSource.contains(#".model(ForecastPage.self, name: "ForecastPage"),"#))
    #expect(!plan.mainSource.contains("Identifier"))
  }

  @Test func aRegistrationOfItsOwnThatDoesNotCompileIsLeftOutAlone() throws {
    var page = FoundModel(module: "WeatherModels", typeName: "Page", kind: .structure, genericParameters: ["Item"])
    page.parameterConformances = []
    let plan = try LauncherPlan(
      manifest: manifest, models: models.filter { !$0.isGeneric } + [page],
      aliases: [
        FoundTypealias(module: "WeatherModels", name: "Forecasts", aliased: "[Forecast]"),
        FoundTypealias(module: "WeatherModels", name: "Stations", aliased: "[Station]"),
      ],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let lines = plan.mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let number = try #require(lines.firstIndex { $0.contains(".model(Stations.self") }) + 1
    let output = "/tmp/launcher/Sources/main.swift:\(number):12: error: struct 'Model' requires that 'Station' conform"
    let without = try #require(plan.withoutRegistrations(failingIn: output))
    #expect(!without.mainSource.contains("Stations"))
    #expect(without.mainSource.contains(".model(Forecasts.self"))
    #expect(without.mainSource.contains(".model(WeatherModels.Forecast.self)"))
    // An error on a line of the package's own models is no registration of the plan's own.
    let own = try #require(lines.firstIndex { $0.contains(".model(WeatherModels.Forecast.self)") }) + 1
    #expect(plan.withoutRegistrations(failingIn: "main.swift:\(own):3: error: no such type") == nil)
  }

  /// A static decoder the symbol graphs list that is no value (a protocol's requirement) is left
  /// out alone: the others, and a registration that fails beside it, are kept or left out each on
  /// its own line.
  @Test func aFoundDecoderThatDoesNotCompileIsLeftOutAlone() throws {
    var plan = try LauncherPlan(
      manifest: manifest, models: models.filter { !$0.isGeneric },
      aliases: [FoundTypealias(module: "WeatherModels", name: "Stations", aliased: "[Station]")],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    plan.foundDecoders = ["Forecast.jsonDecoder", "JSONDecodable.jsonDecoder"]
    plan.dateFormatters = ["DateFormatter.api", "Formats.generic"]
    let lines = plan.mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let protocolLine = try #require(lines.firstIndex { $0.contains("{ () -> JSONDecoder in JSONDecodable") }) + 1
    let formatterLine = try #require(lines.firstIndex { $0.contains("Formats.generic.dateFormat") }) + 1
    let stations = try #require(lines.firstIndex { $0.contains(".model(Stations.self") }) + 1
    let output = """
      main.swift:\(protocolLine):44: error: static member 'jsonDecoder' cannot be used on protocol metatype
      main.swift:\(formatterLine):30: error: cannot find 'Formats' in scope
      main.swift:\(stations):12: error: struct 'Model' requires that 'Station' conform
      """
    let without = try #require(plan.withoutRegistrations(failingIn: output))
    #expect(without.foundDecoders == ["Forecast.jsonDecoder"])
    #expect(without.dateFormatters == ["DateFormatter.api"])
    #expect(without.mainSource.contains("Forecast.jsonDecoder }"))
    #expect(!without.mainSource.contains("Stations"))
  }

  @Test func aTypealiasOfAnArrayResolvesItsElementInItsOwnScope() throws {
    var plain = models.filter { !$0.isGeneric }
    plain.append(FoundModel(module: "WeatherModels", typeName: "Region.Site", kind: .structure))
    let plan = try LauncherPlan(
      manifest: manifest, models: plain,
      aliases: [
        FoundTypealias(module: "WeatherModels", name: "Region.Sites", aliased: "[Site]"),
        FoundTypealias(module: "WeatherModels", name: "Directory.Sites", aliased: "[Site]"),
      ],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    let weather = try #require(plan.modules.first { $0.name == "WeatherModels" })
    #expect(weather.aliases == ["Region.Sites"])
  }

  @Test func rawValueEnumsAreRegisteredLast() throws {
    var sky = FoundModel(module: "WeatherModels", typeName: "Forecast.Sky", kind: .enumeration)
    sky.isValue = true
    let plan = try LauncherPlan(
      manifest: manifest, models: [sky] + models, configuration: WorkbenchConfiguration(generics: ["Page<Forecast>"]),
      packageRoot: "/src/Weather", workbenchRoot: "/src/FixtureWorkbench")
    #expect(plan.modules.first { $0.name == "WeatherModels" }?.models.last == "Forecast.Sky")
  }

  @Test func aNameInTwoModulesIsQualified() throws {
    let main = try plan().mainSource
    #expect(main.contains(".model(WeatherModels.Forecast.self)"))
    #expect(main.contains(".model(WeatherKit.Forecast.self)"))
  }

  @Test func aTestTargetWithoutTheLibrariesGetsAnExportNote() throws {
    let modules = try plan().modules
    #expect(
      modules.first { $0.name == "WeatherModels" }?.exportNote
        == "WeatherModelsTests needs JSONFragment and ModelAdapter to compile exported tests"
    )
    #expect(
      modules.first { $0.name == "WeatherKit" }?.exportNote
        == "no test target depends on WeatherKit to compile exported tests"
    )
    #expect(try plan().mainSource.contains("exportNote: \"WeatherModelsTests needs JSONFragment and ModelAdapter"))

    var ready = manifest
    ready.targets[3].productDependencies = ["JSONFragment", "ModelAdapter"]
    let readyPlan = try LauncherPlan(
      manifest: ready, models: models, configuration: WorkbenchConfiguration(), packageRoot: "/src/Weather",
      workbenchRoot: "/src/FixtureWorkbench")
    #expect(readyPlan.modules.first { $0.name == "WeatherModels" }?.exportNote == nil)
  }

  @Test func aModuleNoProductHoldsIsANote() throws {
    #expect(
      try plan().notes == [
        "Hidden has Decodable types (Secret) but no library product holds it: add one to Package.swift to open them here"
      ])
  }

  @Test func aModuleAProductIsBuiltFromIsImportedThroughThatProduct() throws {
    let tool = PackageManifest(
      name: "Tool",
      targets: [
        .init(name: "ToolInfo", type: "library"),
        .init(name: "ToolCore", type: "library", targetDependencies: ["ToolInfo"]),
        .init(name: "Tool", type: "library", targetDependencies: ["ToolCore"]),
        .init(name: "ToolInfoTests", type: "test", targetDependencies: ["ToolInfo"]),
      ],
      products: [.init(name: "Tool", targets: ["Tool"], isLibrary: true)])
    let plan = try LauncherPlan(
      manifest: tool, models: [FoundModel(module: "ToolInfo", typeName: "ToolInfoV0", kind: .structure)],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Tool", workbenchRoot: "/src/FixtureWorkbench")
    #expect(plan.notes.isEmpty)
    #expect(plan.modules.map(\.product) == ["Tool"])
    #expect(plan.mainSource.contains("@testable import ToolInfo\n"))
    #expect(plan.packageManifest.contains(#".product(name: "Tool", package: "#))
  }

  @Test func anInstantiationOfNoGenericTypeIsAnError() {
    #expect(throws: LauncherPlanError.self) { try plan(WorkbenchConfiguration(generics: ["Pager<Forecast>"])) }
  }

  @Test func theLauncherDependsOnBothPackagesByPathAndLinksOnlyTheEngine() throws {
    let manifest = try plan().packageManifest
    #expect(manifest.contains(#".package(path: "/src/Weather")"#))
    #expect(manifest.contains(#".package(path: "/src/FixtureWorkbench")"#))
    #expect(manifest.contains(#".product(name: "Weather", package: "Weather")"#))
    #expect(manifest.contains(#".product(name: "FixtureEngine", package: "FixtureWorkbench")"#))
    // The commands, the app and their dependencies are the installed workbench's: the launcher
    // only registers the models and runs their code.
    #expect(!manifest.contains(#""FixtureWorkbench", package"#))
    let main = try plan().mainSource
    #expect(!main.contains("import FixtureWorkbench"))
    #expect(main.contains(").runLauncher()"))
  }

  @Test func withTheSharedEngineTheLauncherLinksItsLibraryAndDependsOnlyOnThePackage() throws {
    var plan = try plan()
    plan.sharedEngine = SharedEngine(folder: "/src/FixtureWorkbench/.build/launcher-engine/debug", stamp: "12 34.5")
    let manifest = plan.packageManifest
    #expect(manifest.contains(#".package(path: "/src/Weather")"#))
    #expect(!manifest.contains(#".package(path: "/src/FixtureWorkbench")"#))
    #expect(!manifest.contains(#"package: "FixtureWorkbench""#))
    #expect(
      manifest.contains(
        #"swiftSettings: [.unsafeFlags(["-I", "/src/FixtureWorkbench/.build/launcher-engine/debug/Modules"])]"#))
    #expect(
      manifest.contains(
        #"linkerSettings: [.unsafeFlags(["-L", "/src/FixtureWorkbench/.build/launcher-engine/debug", "-lFixtureEngineShared", "-Xlinker", "-rpath", "-Xlinker", "/src/FixtureWorkbench/.build/launcher-engine/debug"])]"#
      ))
    // The main source changes with the engine, so SwiftPM, which does not see the engine's files,
    // compiles it again against a rebuilt engine.
    let main = plan.mainSource
    #expect(main.contains("// Engine: 12 34.5\nimport FixtureEngine\n"))
    plan.sharedEngine?.stamp = "13 36.0"
    #expect(plan.mainSource != main)
  }

  @Test func theLauncherListsThePackagesDateFormatsAndMakesItsFoundDecoders() throws {
    var plan = try plan()
    plan.foundDecoders = ["APIClient.defaultJSONDecoder"]
    plan.dateFormatters = ["DateFormatter.reviews"]
    let main = plan.mainSource
    #expect(main.contains(#""APIClient.defaultJSONDecoder": { () -> JSONDecoder in APIClient.defaultJSONDecoder },"#))
    #expect(main.contains(#""DateFormatter.reviews": { () -> String in DateFormatter.reviews.dateFormat },"#))
    let lines = main.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("DateFormatter.reviews.dateFormat") })
    #expect(plan.foundDecoderFails(inBuildOutput: "/x/Sources/main.swift:\(line + 1):7: error: no member 'reviews'"))
    #expect(!plan.foundDecoderFails(inBuildOutput: "/x/Sources/main.swift:1:1: error: something else"))
  }
}
