import PackageDiscovery
import Testing

/// A feature module's tests may hold payloads of a base module's types (`JWKS` of `AuthFoundation`
/// in `OAuth2AuthTests`): the plan says which other modules each test target reaches, through any
/// target it depends on, so that their models are its fixtures' candidates too.
struct ReachedModulesTests {
  @Test func eachTestTargetReachesTheModulesItsDependenciesBuildOn() throws {
    let manifest = PackageManifest(
      name: "Client",
      targets: [
        .init(name: "Values", type: "library"),
        .init(name: "Foundation", type: "library", targetDependencies: ["Values"]),
        .init(name: "Feature", type: "library", targetDependencies: ["Foundation"]),
        .init(name: "Other", type: "library"),
        .init(name: "TestSupport", type: "library", targetDependencies: ["Foundation"]),
        .init(name: "FeatureTests", type: "test", targetDependencies: ["Feature", "TestSupport"]),
        .init(name: "OtherTests", type: "test", targetDependencies: ["Other"]),
      ],
      products: [
        .init(name: "Client", targets: ["Values", "Foundation", "Feature", "Other"], isLibrary: true)
      ])
    let plan = try LauncherPlan(
      manifest: manifest,
      models: [
        FoundModel(module: "Values", typeName: "AnyValue", kind: .enumeration),
        FoundModel(module: "Foundation", typeName: "KeySet", kind: .structure),
        FoundModel(module: "Feature", typeName: "Session", kind: .structure),
        FoundModel(module: "Other", typeName: "Report", kind: .structure),
      ],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Client", workbenchRoot: "/src/FixtureWorkbench")
    let reaches = Dictionary(uniqueKeysWithValues: plan.modules.map { ($0.name, $0.reaches) })
    #expect(reaches["Feature"] == ["Values", "Foundation"])
    #expect(reaches["Other"] == [])
    #expect(reaches["Foundation"] == [])
    #expect(plan.mainSource.contains(#"reaches: ["Values", "Foundation"],"#))
  }

  /// Each module knows the static decoders it declares, so that a module is offered only those its
  /// tests can name; one listed by two graphs is one decoder.
  @Test func eachModuleKnowsTheDecodersItDeclares() throws {
    let manifest = PackageManifest(
      name: "Client", targets: [.init(name: "Base", type: "library"), .init(name: "Feature", type: "library")],
      products: [.init(name: "Client", targets: ["Base", "Feature"], isLibrary: true)])
    var plan = try LauncherPlan(
      manifest: manifest,
      models: [
        FoundModel(module: "Base", typeName: "KeySet", kind: .structure),
        FoundModel(module: "Feature", typeName: "Session", kind: .structure),
      ],
      configuration: WorkbenchConfiguration(), packageRoot: "/src/Client", workbenchRoot: "/src/FixtureWorkbench")
    plan.noteFoundDecoders([
      ("Session.jsonDecoder", "Feature"), ("JSONDecoder.base", "Base"), ("Session.jsonDecoder", "Feature"),
    ])
    #expect(plan.foundDecoders == ["Session.jsonDecoder", "JSONDecoder.base"])
    #expect(plan.modules.map(\.ownDecoders) == [["JSONDecoder.base"], ["Session.jsonDecoder"]])
    #expect(plan.mainSource.contains(#"ownDecoders: ["Session.jsonDecoder"],"#))
  }
}
