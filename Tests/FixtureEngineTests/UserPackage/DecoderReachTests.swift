import FixtureEngine
import Foundation
import PackageDiscovery
import Pokedex
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ReachLine: Decodable, Sendable { let userCode: String }

/// A module is decoded only by the package's decoders its tests can name (its own, and those of the
/// modules its test target reaches), the nearest first, and an exported test imports the module
/// that declares the one it decodes by.
struct DecoderReachTests {
  @Test func aModuleIsOfferedOnlyTheDecodersItsTestsReach() throws {
    let snake = { @Sendable () -> JSONDecoder in
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      return decoder
    }
    let package = UserPackage(
      root: "/src/Auth", suggestedDecoders: ["Base.decoder", "Feature.decoder", "Other.decoder", "Named.decoder"],
      decoders: ["Base.decoder": snake, "Feature.decoder": snake, "Other.decoder": snake, "Named.decoder": snake],
      modules: [
        UserPackage.Module("Base", testTarget: nil, ownDecoders: ["Base.decoder"], models: [.model(Pokemon.self)]),
        UserPackage.Module(
          "Feature", testTarget: nil, reaches: ["Base"], ownDecoders: ["Feature.decoder"],
          models: [.model(ReachLine.self)]),
        UserPackage.Module("Plain", testTarget: nil, models: [.model(ReachLine.self)]),
        UserPackage.Module("Other", testTarget: nil, ownDecoders: ["Other.decoder"], models: [.model(Pokemon.self)]),
      ])
    let registry = package.registry(configuration: WorkbenchConfiguration())
    // A decoder no module is known to declare (`Named.decoder`, a configured one) is everyone's.
    #expect(try registry.workspace(named: "Base").packageDecodings.keys.sorted() == ["Base.decoder", "Named.decoder"])
    let feature = try registry.workspace(named: "Feature")
    #expect(feature.packageDecodings.keys.sorted() == ["Base.decoder", "Feature.decoder", "Named.decoder"])
    #expect(feature.decoderModules == ["Base.decoder": "Base", "Feature.decoder": "Feature"])
    #expect(try registry.workspace(named: "Plain").packageDecodings.keys.sorted() == ["Named.decoder"])
  }

  @Test func ofDecodersThatDecodeAsManyTheModulesOwnIsChosen() throws {
    var workspace = Workspace("FixtureEngineTests", directory: "/ws", models: [.model(ReachLine.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    workspace.packageDecodings = [
      "Another.jsonDecoder": DecodingOptions(keys: .convertFromSnakeCase),
      "Own.jsonDecoder": DecodingOptions(keys: .convertFromSnakeCase),
    ]
    workspace.decoderModules = ["Another.jsonDecoder": "Another", "Own.jsonDecoder": "FixtureEngineTests"]
    let files = InMemoryFileSystem(["/ws/Fixtures/reach-line.json": Data(#"{"user_code": "CG"}"#.utf8)])
    let model = try workspace.choosingPackageDecoders(in: .test(files: files)).model(named: "ReachLine")
    #expect(model.foundDecoder == "Own.jsonDecoder")
    #expect(model.foundDecoderModule == "FixtureEngineTests")
  }
}
