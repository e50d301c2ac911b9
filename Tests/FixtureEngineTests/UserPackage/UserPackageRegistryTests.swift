import FixtureEngine
import Foundation
import ModelAdapter
import PackageDiscovery
import Pokedex
import Testing
import WorkbenchContext

/// The registry a user's package makes of its modules, with `fixture-workbench.json` and the
/// command line's overrides.
struct UserPackageRegistryTests {
  /// A package of one module, whose generic `Page<Item>` has no instantiation.
  let dex = UserPackage(
    root: "/src/Dex",
    modules: [
      UserPackage.Module(
        "Pokedex", testTarget: "Tests/PokedexTests", genericsWithoutArguments: ["Page<Item>"],
        models: [.model(Pokemon.self)])
    ])

  @Test func anInstantiationOfAGenericOfThePackageIsSpelledAsItsModuleWritesIt() {
    let package = dex
    #expect(package.instantiation(named: "Pokedex.Page<Pokedex.Page<Pokedex.Pokemon>>") == "Page<Page<Pokemon>>")
    #expect(package.instantiation(named: "Page< Pokemon >") == "Page<Pokemon>")
    #expect(package.instantiation(named: "Single<Pokemon>") == nil, "no generic type of the package")
    #expect(package.instantiation(named: "Pokemon") == nil)
  }

  @Test func eachModuleIsAWorkspaceWithTheConfigurationsFoldersAndDecoding() throws {
    let package = dex
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

  @Test func fixturesAreWhereverTheTestTargetAndLooseTestFoldersKeepThem() throws {
    let files = InMemoryFileSystem(
      [
        "/src/Dex/Client/ClientTests/json/pokemon.json": "{}",
        "/src/Dex/Client/ClientTests/ClientTests.swift": "",
        "/src/Dex/Tests/Fixtures/charizard.json": "{}",
        "/src/Dex/Tests/Notes/readme.md": "",
        "/src/Dex/Tests/OtherTests/other.json": "{}",
        "/src/Dex/Data/JSON/feed.json": "{}",
        "/src/Dex/Sources/Extra/config.json": "{}",
      ].mapValues { Data($0.utf8) })
    let (folders, names) = try Self.dexFixtures(
      in: files, testTarget: "Client/ClientTests",
      targetFolders: ["Client/Client", "Client/ClientTests", "Tests/OtherTests"])
    // The test target's own folder, at its custom path, and folders of the root and of `Tests/`
    // that no target holds; not another target's, nor `Sources`.
    #expect(folders == ["Client/ClientTests", "Data", "Tests/Fixtures"])
    #expect(names == ["JSON/feed.json", "charizard.json", "json/pokemon.json"])
    // A module's conventional folder, where no test target is declared, is no loose folder.
    let undeclared = try Self.dexFixtures(in: files, testTarget: "Tests/OtherTests", targetFolders: ["Client/Client"])
    #expect(undeclared.folders == ["Tests/OtherTests", "Data", "Tests/Fixtures"])
    // Configured folders are the only ones.
    let configured = try Self.dexFixtures(
      in: files, testTarget: "Client/ClientTests",
      targetFolders: ["Client/Client", "Client/ClientTests", "Tests/OtherTests"],
      configuration: WorkbenchConfiguration(fixtures: ["Client/ClientTests/json"]))
    #expect(configured.folders == ["Client/ClientTests/json"])
  }

  @Test func aModuleTheTestTargetReachesLendsItsModelsAfterTheModulesOwn() throws {
    let package = UserPackage(
      root: "/src/Dex",
      modules: [
        UserPackage.Module("Moves", testTarget: "Tests/MovesTests", models: [.model(Pokemon.self)]),
        UserPackage.Module(
          "Pokedex", testTarget: "Tests/PokedexTests", reaches: ["Moves"],
          models: [.model(Pokemon.self), .model(Pokemon.Kind.self)]),
      ])
    let registry = package.registry(configuration: WorkbenchConfiguration())
    #expect(try registry.workspace(named: "Pokedex").models.map(\.name) == ["Pokemon", "Pokemon.Kind"])
    let moves = UserPackage(
      root: "/src/Dex",
      modules: [
        UserPackage.Module("Moves", testTarget: "Tests/MovesTests", models: [.model(Pokemon.Kind.self)]),
        UserPackage.Module(
          "Pokedex", testTarget: "Tests/PokedexTests", reaches: ["Moves"], models: [.model(Pokemon.self)]),
      ])
    let reached = moves.registry(configuration: WorkbenchConfiguration())
    #expect(try reached.workspace(named: "Pokedex").models.map(\.name) == ["Pokemon", "Pokemon.Kind"])
    #expect(try reached.workspace(named: "Moves").models.map(\.name) == ["Pokemon.Kind"])
  }

  @Test func theJSONXcodeKeepsInItsOwnDocumentsIsNoFixture() throws {
    let files = InMemoryFileSystem(
      [
        "/src/Dex/Samples/App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
        "/src/Dex/Samples/App.xcodeproj/project.xcworkspace/contents.json": "{}",
        "/src/Dex/Tests/DexTests/Fixtures/pokemon.json": "{}",
        "/src/Dex/Tests/DexTests/Preview.xcassets/Contents.json": "{}",
        "/src/Dex/Tests/DexTests/Fixtures.bundle/charizard.json": "{}",
      ].mapValues { Data($0.utf8) })
    let (folders, names) = try Self.dexFixtures(in: files)
    // A folder whose only JSON is an asset catalog's or a project's is no loose folder; inside a
    // test target they are skipped, while a bundle of fixtures is kept.
    #expect(folders == ["Tests/DexTests"])
    #expect(names == ["Fixtures.bundle/charizard.json", "Fixtures/pokemon.json"])
  }

  /// The fixture folders and fixtures of a package `/src/Dex` in `files`, of one module,
  /// `Pokedex`, whose test target is at `testTarget`, beside targets at `targetFolders`.
  static func dexFixtures(
    in files: InMemoryFileSystem, testTarget: String = "Tests/DexTests",
    targetFolders: [String] = ["Sources/Dex", "Tests/DexTests"],
    configuration: WorkbenchConfiguration = WorkbenchConfiguration()
  ) throws -> (folders: [String], names: [String]) {
    let package = UserPackage(
      root: "/src/Dex", targetFolders: targetFolders,
      modules: [UserPackage.Module("Pokedex", testTarget: testTarget, models: [.model(Pokemon.self)])])
    let workspace = try package.registry(configuration: configuration, files: files.fileSystem)
      .workspace(named: "Pokedex")
    return (workspace.fixtureFolders, workspace.fixtureFiles(in: .test(files: files)).map(\.name))
  }

  @Test func documentationAndBuildOutputHoldNoFixture() throws {
    let files = InMemoryFileSystem(
      [
        // A documentation site generated into `docs/` (jazzy writes search.json there).
        "/src/Dex/docs/search.json": "{}",
        "/src/Dex/docs/undocumented.json": "{}",
        // DocC: a catalog, an archive, and an archive's static-hosting output, wherever they are.
        "/src/Dex/Sources/Dex/Dex.docc/theme-settings.json": "{}",
        "/src/Dex/Tests/DexTests/Dex.doccarchive/data/documentation/dex.json": "{}",
        "/src/Dex/Tests/DexTests/site/metadata.json": "{}",
        "/src/Dex/Tests/DexTests/site/data/documentation/dex/pokemon.json": "{}",
        "/src/Dex/Tests/DexTests/site/index/index.json": "{}",
        // Build output.
        "/src/Dex/build/reports/coverage.json": "{}",
        "/src/Dex/DerivedData/Dex/info.json": "{}",
        "/src/Dex/Tests/DexTests/node_modules/left-pad/package.json": "{}",
        "/src/Dex/Tests/DexTests/Fixtures/pokemon.json": "{}",
        "/src/Dex/Tests/Payloads/charizard.json": "{}",
      ].mapValues { Data($0.utf8) })
    let (folders, names) = try Self.dexFixtures(in: files)
    #expect(folders == ["Tests/DexTests", "Tests/Payloads"])
    #expect(names == ["Fixtures/pokemon.json", "charizard.json"])
  }

  @Test func aPackageOfNoModelIsOneWorkspaceOfItsTestsFixturesThatFitNothing() throws {
    let files = InMemoryFileSystem(
      [
        "/src/crypto/Tests/Test Vectors/aes_gcm_test.json": #"{"algorithm": "AES-GCM", "testGroups": []}"#,
        "/src/crypto/Tests/CryptoTests/Vectors/ecdh.json": "{}",
        "/src/crypto/Tests/CryptoTests/CryptoTests.swift": "",
        "/src/crypto/Sources/Crypto/Resources/table.json": "{}",
      ].mapValues { Data($0.utf8) })
    let package = UserPackage(
      root: "/src/crypto", targetFolders: ["Sources/Crypto", "Tests/CryptoTests"], modules: [])
    let registry = package.registry(configuration: WorkbenchConfiguration(), files: files.fileSystem)
    let workspace = try #require(registry.workspaces.first)
    #expect(registry.workspaces.count == 1)
    #expect(workspace.name == "crypto")
    #expect(workspace.models.isEmpty)
    #expect(workspace.fixtureFolders == ["Tests/CryptoTests", "Tests/Test Vectors"])
    let fitted = workspace.assignedFixtures(in: .test(files: files))
    #expect(fitted.map(\.name) == ["Vectors/ecdh.json", "aes_gcm_test.json"])
    #expect(fitted.allSatisfy { $0.assignment == .unassigned })
    // Nothing at all to check: no workspace.
    #expect(
      UserPackage(root: "/src/empty", modules: []).registry(configuration: WorkbenchConfiguration()).workspaces.isEmpty)
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
