import Foundation
import JSONFragment
import ModelProbe
import PackageDiscovery
import Pokedex
import Testing

@testable import FixtureEngine

/// The installed `workbench` runs a user's package from its launcher's catalog: the same
/// workspaces, names and decoding as the launcher's own registry, with no model code of its own.
struct UserPackageCatalogTests {
  private let launcherPackage = UserPackage(
    root: "/src/Dex", suggestedDecoders: ["JSONDecoder.dex"],
    decoders: [
      "JSONDecoder.dex": {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
      }
    ],
    modules: [
      UserPackage.Module(
        "Pokedex", testTarget: "Tests/PokedexTests", genericsWithoutArguments: ["Page<Item>"],
        exportNote: "PokedexTests needs ModelAdapter to compile exported tests",
        models: [.model(Pokemon.self), .model(Pokemon.Kind.self), .model(Pokemon.self, name: "Monster")])
    ])

  private func readBack(_ catalog: UserPackage.Catalog) throws -> UserPackage.Catalog {
    try JSONDecoder().decode(UserPackage.Catalog.self, from: JSONEncoder().encode(catalog))
  }

  @Test func aCatalogListsTheModelsAsTheLauncherNamesThem() throws {
    let catalog = try readBack(launcherPackage.catalog)
    #expect(catalog.root == "/src/Dex")
    #expect(catalog.suggestedDecoders == ["JSONDecoder.dex"])
    let module = try #require(catalog.modules.first)
    #expect(module.testTarget == "Tests/PokedexTests")
    #expect(module.genericsWithoutArguments == ["Page<Item>"])
    #expect(
      module.models == [
        .init(name: "Pokemon", typeName: "Pokemon", moduleName: "Pokedex"),
        .init(name: "Pokemon.Kind", typeName: "Pokemon.Kind", moduleName: "Pokedex"),
        .init(name: "Monster", typeName: "Pokemon", moduleName: "Pokedex"),
      ])
    // The decoder was made in the launcher and read there: its strategies travel, its code does not.
    let dex = try #require(catalog.decoders["JSONDecoder.dex"])
    #expect(dex.keys == .convertFromSnakeCase)
    #expect(dex.dates == .secondsSince1970)
    #expect(dex.packageDecoder?.expression == "JSONDecoder.dex")
    #expect(dex.packageDecoder?.decoder() == nil)
  }

  @Test(arguments: [
    WorkbenchConfiguration(),
    WorkbenchConfiguration(decoding: .init(keys: .convertFromSnakeCase, dates: .iso8601), exports: "Generated"),
    WorkbenchConfiguration(models: ["Pokemon": .init(decoder: .init("JSONDecoder.dex"))]),
    WorkbenchConfiguration(exclude: ["Kind"]),
  ])
  func theCatalogsRegistryIsTheLaunchersOwn(configuration: WorkbenchConfiguration) throws {
    let installed = UserPackage(catalog: try readBack(launcherPackage.catalog))
    for overrides in [WorkbenchConfiguration.Decoding(), .init(dates: .deferredToDate)] {
      let launcher = launcherPackage.registry(configuration: configuration, overrides: overrides)
      let listed = installed.registry(configuration: configuration, overrides: overrides)
      #expect(listed.workspaces.map(\.name) == launcher.workspaces.map(\.name))
      for (mine, theirs) in zip(listed.workspaces, launcher.workspaces) {
        #expect(mine.directory == theirs.directory)
        #expect(mine.fixtureFolders == theirs.fixtureFolders)
        #expect(mine.exportFolder == theirs.exportFolder)
        #expect(mine.exportNote == theirs.exportNote)
        #expect(mine.summary == theirs.summary)
        #expect(mine.suggestedDecoders == theirs.suggestedDecoders)
        #expect(mine.models.map(\.name) == theirs.models.map(\.name))
        #expect(mine.models.map(\.typeName) == theirs.models.map(\.typeName))
        #expect(mine.models.map(\.moduleName) == theirs.models.map(\.moduleName))
        #expect(mine.models.map(\.decoding) == theirs.models.map(\.decoding))
        #expect(mine.models.map(\.decoding.keys) == theirs.models.map(\.decoding.keys))
        #expect(mine.models.map(\.decoding.dates) == theirs.models.map(\.decoding.dates))
      }
    }
  }

  @Test func theInstalledWorkbenchReadsOnlyACatalogOfItsOwnForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let line = String(decoding: try encoder.encode(launcherPackage.catalog), as: UTF8.self)
    #expect(line.contains(#""format":\#(UserPackage.Catalog.currentFormat)"#))
    // What the model's code prints before the catalog is passed over.
    let output = "a decoder's own print\n" + line + "\n"
    #expect(try UserPackage.Catalog.read(fromLauncherOutput: output) == launcherPackage.catalog)
    let older = line.replacingOccurrences(
      of: #""format":\#(UserPackage.Catalog.currentFormat)"#, with: #""format":0"#)
    #expect(throws: UserPackage.Catalog.Problem.otherFormat(0)) {
      try UserPackage.Catalog.read(fromLauncherOutput: older)
    }
    let unversioned = line.replacingOccurrences(of: #""format":\#(UserPackage.Catalog.currentFormat),"#, with: "")
    #expect(throws: UserPackage.Catalog.Problem.otherFormat(0)) {
      try UserPackage.Catalog.read(fromLauncherOutput: unversioned)
    }
    #expect(throws: UserPackage.Catalog.Problem.unreadable) {
      try UserPackage.Catalog.read(fromLauncherOutput: "Fatal error: JSONDecoder.app is not set up\n")
    }
  }

  @Test func aListedModelWithoutItsWorkerSaysSoAndRunsNothing() throws {
    let installed = UserPackage(catalog: launcherPackage.catalog)
    let model = try installed.registry(configuration: WorkbenchConfiguration()).workspace(named: "Pokedex")
      .model(named: "Pokemon")
    #expect(!model.runsInWorker)
    let inspection = model.inspect(Data(#"{"id": 25, "name": "pikachu"}"#.utf8))
    guard case .stopped(let stop) = inspection.verdict else {
      Issue.record("expected a stop, got \(inspection.verdict)")
      return
    }
    #expect(stop.typeName == "Pokemon")
    #expect(stop.stop.contains("launcher"))
    #expect(model.schema().stops.map(\.activity) == ["learning the model"])
    let records = model.observe([Data("{}".utf8), Data("[]".utf8)], fields: [])
    #expect(records.map(\.size) == [2, 2])
    #expect(records.allSatisfy { if case .stopped = $0.verdict { true } else { false } })
  }
}
