import Foundation
import Locations
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// A fixture's fit is kept for the next run under its bytes: the next run uses it, and fits again
/// when the bytes changed, the kept model is gone, or the file is no cache at all.
struct KeptFitTests {
  static let cacheFolder = "/ws/.build/fixture-workbench/cache"
  static let fixtures = [
    "/ws/Fixtures/cvs.json": #"{"locationId": 1, "name": "CVS"}"#,
    "/ws/Fixtures/home.json": #"{"street": "1 Main St", "city": "Springfield", "country": "US"}"#,
    "/ws/Fixtures/mystery.json": #"{"id": 9}"#,
  ]

  func places(_ files: InMemoryFileSystem, build: String = "b1") -> Workspace {
    var places = FixtureFitTests.places
    places.caches = PackageCaches(
      folder: Self.cacheFolder, workspace: places, launcherBuild: build, files: files.fileSystem)
    return places
  }

  func fitted(_ workspace: Workspace, _ files: InMemoryFileSystem) -> [String: String] {
    let context = AppContext.test(files: files)
    return Dictionary(
      uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0.modelName ?? "-") })
  }

  func memory() -> InMemoryFileSystem {
    InMemoryFileSystem(Self.fixtures.mapValues { Data($0.utf8) })
  }

  let expected = ["cvs.json": "Location", "home.json": "Address", "mystery.json": "-"]

  @Test func theFitsAreKeptAndTheNextRunUsesThem() throws {
    let files = memory()
    #expect(fitted(places(files), files) == expected)
    let path = try #require(files.paths.first { $0.hasPrefix(Self.cacheFolder) })
    #expect(path == Self.cacheFolder + "/Places-fits.json")
    // The kept fit is what the next run takes, without decoding the fixture: a kept fit edited
    // by hand to name the other model is taken as it is, for the same bytes.
    let text = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    try files.fileSystem.replace(
      path, Data(text.replacingOccurrences(of: #""model":"Location""#, with: #""model":"Address""#).utf8))
    #expect(fitted(places(files), files)["cvs.json"] == "Address")
    // Changed bytes are fitted again.
    try files.fileSystem.replace("/ws/Fixtures/cvs.json", Data(#"{"locationId": 2, "name": "CVS"}"#.utf8))
    #expect(fitted(places(files), files) == expected)
  }

  @Test func aKeptFitOfAModelThatIsGoneIsFittedAgain() throws {
    let files = memory()
    _ = fitted(places(files), files)
    let path = Self.cacheFolder + "/Places-fits.json"
    let text = String(decoding: try #require(files.contents(of: path)), as: UTF8.self)
    try files.fileSystem.replace(
      path, Data(text.replacingOccurrences(of: #""model":"Location""#, with: #""model":"Gone""#).utf8))
    #expect(fitted(places(files), files) == expected)
  }

  @Test func anotherBuildOrAFileThatIsNoCacheFitsAgainWithTheSameAnswers() throws {
    let files = memory()
    _ = fitted(places(files), files)
    let path = Self.cacheFolder + "/Places-fits.json"
    let kept = try #require(files.contents(of: path))
    #expect(fitted(places(files, build: "b2"), files) == expected)
    for broken in [kept.prefix(kept.count / 2), Data("{}".utf8), Data([0xFF, 0x00])] {
      try files.fileSystem.replace(path, Data(broken))
      #expect(fitted(places(files), files) == expected)
      #expect(files.contents(of: path) != Data(broken), "rewritten")
    }
  }

  @Test func aModelsDecodingIsPartOfWhatTheFitsHoldFor() {
    let files = memory()
    let plain = places(files)
    let other = FixtureFitTests.places.mappingModels { $0 }
    var snake = Workspace(
      "Places", directory: "/ws",
      models: [
        .fragment(LocationFragment.self, decoding: .init(keys: .convertFromSnakeCase)), .fragment(AddressFragment.self),
      ])
    snake.fitsInThisProcess = true
    let build = { (workspace: Workspace) in
      PackageCaches(folder: Self.cacheFolder, workspace: workspace, launcherBuild: "b1", files: files.fileSystem)
        .fits.build
    }
    #expect(build(other) == plain.caches?.fits.build)
    #expect(build(snake) != plain.caches?.fits.build)
  }
}
