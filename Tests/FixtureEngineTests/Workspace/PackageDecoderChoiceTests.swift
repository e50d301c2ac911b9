import FixtureEngine
import Foundation
import JSONFragment
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ChoiceStamp: Decodable, Sendable { let at: Date }
struct ChoiceCount: Decodable, Sendable { let count: Int }

/// With no decoder configured, a model whose fixtures its own decoding cannot decode, and one of
/// the package's static decoders can, is decoded by that one and says so; the others keep theirs.
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

  @Test func theDecoderThatDecodesAModelsFixturesIsChosenForIt() throws {
    let files = InMemoryFileSystem(files.mapValues { Data($0.utf8) })
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let stamp = try chosen.model(named: "ChoiceStamp")
    #expect(stamp.foundDecoder == "JSONDecoder.api")
    #expect(stamp.decoding.dates == .iso8601)
    #expect(stamp.inspect(Data(#"{"at": "2024-05-01T12:00:00Z"}"#.utf8)).decodes)
    #expect(try chosen.model(named: "ChoiceCount").foundDecoder == nil)
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
    let cache = try #require(files.contents(of: "/ws/.build/cache/Shop-decoders.json"))
    #expect(String(decoding: cache, as: UTF8.self).contains("JSONDecoder.api"))
    // A kept choice is taken as it is for the same fixtures: edited to the other decoder, it is used.
    try files.fileSystem.replace(
      "/ws/.build/cache/Shop-decoders.json",
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
}
