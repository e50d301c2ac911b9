import PackageDiscovery
import SwiftTypeCheck
import Testing

/// The launcher's `main.swift` is Swift text that calls this package's API
/// (`UserPackage(...).runLauncher()`): it type-checks against the modules of
/// this build, here with the bundled Wild module standing in for a user's, so a change to that API
/// fails here and not only where a user's package is built.
struct LauncherMainCompilesTests {
  @Test func theLauncherOfAPackageTypeChecksAgainstThisPackagesAPI() throws {
    let manifest = PackageManifest(
      name: "Wild",
      targets: [
        .init(name: "Wild", type: "library"), .init(name: "WildTests", type: "test", targetDependencies: ["Wild"]),
      ],
      products: [.init(name: "Wild", targets: ["Wild"], isLibrary: true)])
    let models = [
      FoundModel(module: "Wild", typeName: "Station", kind: .structure),
      FoundModel(module: "Wild", typeName: "Forecast", kind: .structure),
      FoundModel(module: "Wild", typeName: "Page", kind: .structure, genericParameters: ["Item"]),
    ]
    let plan = try LauncherPlan(
      manifest: manifest, models: models,
      aliases: [FoundTypealias(module: "Wild", name: "ForecastPage", aliased: "Page<Forecast>")],
      configuration: WorkbenchConfiguration(
        decoding: .init(decoder: .init("JSONDecoder()")),
        models: [
          "Station": .init(
            decoder: .init(
              "{ let decoder = JSONDecoder(); decoder.keyDecodingStrategy = .convertFromSnakeCase; return decoder }()"))
        ],
        generics: ["Page<Forecast>"]),
      packageRoot: "/src/Wild", workbenchRoot: "/src/FixtureWorkbench")
    #expect(plan.mainSource.contains(").runLauncher()"))
    #expect(plan.mainSource.contains(#".model(ForecastPage.self, name: "ForecastPage")"#))
    #expect(plan.mainSource.contains("decoders: ["))
    var suggesting = plan
    suggesting.suggestedDecoders = ["JSONDecoder.wild"]
    #expect(suggesting.mainSource.contains(#"suggestedDecoders: ["JSONDecoder.wild"],"#))
    var target = GeneratedTarget()
    target.add(name: "main.swift", contents: suggesting.mainSource)
    let errors = try target.typeCheckErrors()
    #expect(errors == nil, "\(errors ?? "")\n\(suggesting.mainSource)")
  }

  @Test func aDecoderExpressionThatDoesNotCompileIsShownAtItsPlaceInTheConfiguration() throws {
    let manifest = PackageManifest(
      name: "Wild", targets: [.init(name: "Wild", type: "library")],
      products: [.init(name: "Wild", targets: ["Wild"], isLibrary: true)])
    let configuration = try WorkbenchConfiguration(
      parsing: """
        {"models": {"Station": {"decoder": "JSONDecoder.wild"}}}
        """)
    let plan = try LauncherPlan(
      manifest: manifest, models: [FoundModel(module: "Wild", typeName: "Station", kind: .structure)],
      configuration: configuration, packageRoot: "/src/Wild", workbenchRoot: "/src/FixtureWorkbench")
    var target = GeneratedTarget()
    target.add(name: "main.swift", contents: plan.mainSource)
    let errors = try #require(try target.typeCheckErrors(), "JSONDecoder has no member wild")
    let error = try #require(plan.decoderError(inBuildOutput: errors), "\(errors)")
    #expect(
      error.description
        == #"fixture-workbench.json:1:36: "decoder": JSONDecoder.wild does not compile as a JSONDecoder: type 'JSONDecoder' has no member 'wild'"#
    )
  }
}
