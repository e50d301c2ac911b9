import JSONFragment
import PackageDiscovery
import Testing

/// `"decoder"` names the package's own `JSONDecoder` by a Swift expression, for every model and per
/// model; the launcher evaluates it, and a compiler error in it is shown at its place in the file.
struct DecoderExpressionTests {
  let text = """
    {
      "decoding": {"decoder": "JSONDecoder.storefront"},
      "models": {"Session": {"decoder": "JSONDecoder.auth"}, "Refund": {"dates": "iso8601"}}
    }
    """

  @Test func everyModelsAndOneModelsDecoderAreReadWithTheirPlaces() throws {
    let configuration = try WorkbenchConfiguration(parsing: text)
    #expect(configuration.decoder(for: "Session")?.text == "JSONDecoder.auth")
    #expect(configuration.decoder(for: "Merchant")?.text == "JSONDecoder.storefront")
    #expect(configuration.decoder(for: "Merchant")?.location == TextLocation(line: 2, column: 27))
    #expect(configuration.decoderExpressions.map(\.text) == ["JSONDecoder.storefront", "JSONDecoder.auth"])
  }

  @Test func aDecoderMustBeAnExpressionOnOneLine() {
    for bad in [#"{"decoding": {"decoder": 3}}"#, #"{"decoding": {"decoder": "  "}}"#] {
      #expect(throws: ConfigurationError.self) { try WorkbenchConfiguration(parsing: bad) }
    }
    do {
      _ = try WorkbenchConfiguration(parsing: #"{"decoding": {"decoder": 3}}"#)
    } catch {
      #expect(error.description.hasPrefix("fixture-workbench.json:1:26: \"decoder\" must be a Swift expression"))
    }
  }

  func plan(_ configuration: WorkbenchConfiguration) throws -> LauncherPlan {
    try LauncherPlan(
      manifest: PackageManifest(
        name: "Storefront", targets: [.init(name: "StorefrontKit", type: "library")],
        products: [.init(name: "StorefrontKit", targets: ["StorefrontKit"], isLibrary: true)]),
      models: [FoundModel(module: "StorefrontKit", typeName: "Merchant", kind: .structure)],
      configuration: configuration, packageRoot: "/src/Storefront", workbenchRoot: "/src/FixtureWorkbench")
  }

  @Test func theLauncherMakesEachDecoderByItsExpression() throws {
    let main = try plan(WorkbenchConfiguration(parsing: text)).mainSource
    #expect(main.contains("import Foundation\n"))
    #expect(main.contains(#"      "JSONDecoder.storefront": { () -> JSONDecoder in JSONDecoder.storefront },"#))
    #expect(main.contains(#"      "JSONDecoder.auth": { () -> JSONDecoder in JSONDecoder.auth },"#))
    #expect(!(try plan(WorkbenchConfiguration()).mainSource.contains("decoders:")))
  }

  @Test func aCompilerErrorInADecoderIsAnErrorAtItsPlaceInTheConfiguration() throws {
    let plan = try plan(WorkbenchConfiguration(parsing: text))
    let lines = plan.mainSource.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("JSONDecoder.auth },") }) + 1
    let output = """
      [3/5] Compiling workbench_launcher main.swift
      /x/.build/workbench-launcher/Sources/main.swift:\(line):46: error: type 'JSONDecoder' has no member 'auth'
      """
    let error = try #require(plan.decoderError(inBuildOutput: output))
    #expect(
      error.description
        == #"fixture-workbench.json:3:37: "decoder": JSONDecoder.auth does not compile as a JSONDecoder: type 'JSONDecoder' has no member 'auth'"#
    )
    #expect(plan.decoderError(inBuildOutput: "/x/Sources/main.swift:2:1: error: something else") == nil)
  }
}
