import FixtureEngine
import Foundation
import JSONFragment
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ChoiceStamp: Decodable, Sendable { let at: Date }
struct ChoiceCount: Decodable, Sendable { let count: Int }

/// With no decoder configured, where the models' own decoding cannot decode some of the package's
/// fixtures and one of the package's static decoders can, every model is decoded by that one, and
/// says so; a model the configuration sets keeps its decoding.
struct PackageDecoderChoiceTests {
  func workspace() -> Workspace {
    var workspace = Workspace(
      "Shop", directory: "/ws", models: [.model(ChoiceStamp.self), .model(ChoiceCount.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    workspace.packageDecodings = [
      "JSONDecoder.snake": DecodingOptions(keys: .convertFromSnakeCase),
      "JSONDecoder.api": DecodingOptions(dates: .iso8601),
    ]
    return workspace
  }

  let files = [
    "/ws/Fixtures/choice-stamp.json": #"{"at": "2024-05-01T12:00:00Z"}"#,
    "/ws/Fixtures/choice-count.json": #"{"count": 3}"#,
  ]

  @Test func theDecoderThatDecodesTheMostFixturesIsChosenForEveryModel() throws {
    let files = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let stamp = try chosen.model(named: "ChoiceStamp")
    #expect(stamp.foundDecoder == "JSONDecoder.api")
    #expect(stamp.decoding.dates == .iso8601)
    #expect(stamp.inspect(Data(#"{"at": "2024-05-01T12:00:00Z"}"#.utf8)).decodes)
    #expect(try chosen.model(named: "ChoiceCount").foundDecoder == "JSONDecoder.api")
    #expect(
      chosen.packageDecoding?.lines == [
        "decoder: JSONDecoder.api, found in the package; 2 of 2 fixtures decode with it, 1 without"
      ])
    #expect(chosen.foundDecodingLines(for: stamp) == chosen.packageDecoding?.lines)
    // An array of the model is decoded by the same decoder.
    #expect(try chosen.model(named: "[ChoiceStamp]").inspect(Data(#"[{"at": "2024-05-01T12:00:00Z"}]"#.utf8)).decodes)
  }

  @Test func theChoiceIsKeptForTheSameFixturesAndMadeAgainForOthers() throws {
    let files = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    // Each run reads what the one before kept.
    let run = {
      var kept = workspace()
      kept.caches = PackageCaches(
        folder: "/ws/.build/cache", workspace: kept, launcherBuild: "b1", files: files.fileSystem)
      return kept.choosingPackageDecoders(in: .test(files: files))
    }
    _ = run()
    let cache = try #require(files.contents(of: "/ws/.build/cache/Shop-decoding.json"))
    #expect(String(decoding: cache, as: UTF8.self).contains("JSONDecoder.api"))
    // A kept choice is taken as it is for the same fixtures: edited to the other decoder, it is used.
    try files.fileSystem.replace(
      "/ws/.build/cache/Shop-decoding.json",
      Data(
        String(decoding: cache, as: UTF8.self).replacingOccurrences(of: "JSONDecoder.api", with: "JSONDecoder.snake")
          .utf8))
    #expect(try run().model(named: "ChoiceStamp").foundDecoder == "JSONDecoder.snake")
    // Changed fixtures are chosen for again.
    try files.fileSystem.replace("/ws/Fixtures/choice-stamp.json", Data(#"{"at": "2024-05-02T12:00:00Z"}"#.utf8))
    #expect(try run().model(named: "ChoiceStamp").foundDecoder == "JSONDecoder.api")
  }

  @Test func whereNoDecoderReadsTheDatesTheCommonFormThatDoesIsUsed() throws {
    var workspace = Workspace("Shop", directory: "/ws", models: [.model(ChoiceStamp.self), .model(ChoiceCount.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let files = InMemoryFileSystem([
      "/ws/Fixtures/choice-stamp.json": Data(#"{"at": "2024-05-01 12:00:00"}"#.utf8),
      "/ws/Fixtures/choice-stamp-2.json": Data(#"{"at": "2024-05-02 08:30:00"}"#.utf8),
    ])
    let stamp = try workspace.choosingPackageDecoders(in: .test(files: files)).model(named: "ChoiceStamp")
    #expect(stamp.foundDecoder == nil)
    #expect(stamp.foundDates == .formatted("yyyy-MM-dd HH:mm:ss"))
    #expect(stamp.inspect(Data(#"{"at": "2024-05-03 09:00:00"}"#.utf8)).decodes)
  }

  @Test func aModelTheConfigurationSetsKeepsItsDecoding() throws {
    let files = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    var configured = workspace()
    configured.configuredModels = ["ChoiceCount"]
    let chosen = configured.choosingPackageDecoders(in: .test(files: files))
    #expect(try chosen.model(named: "ChoiceStamp").foundDecoder == "JSONDecoder.api")
    #expect(try chosen.model(named: "ChoiceCount").foundDecoder == nil)
  }
}
