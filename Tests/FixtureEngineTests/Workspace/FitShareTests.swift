import FixtureEngine
import Foundation
import JSONCore
import ModelProbe
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct ShareUser: Decodable, Sendable {
  let id: Int
  let login: String
}

struct ShareStatus: Decodable, Sendable {
  let success: Bool
  let statusCode: Int
  let statusMessage: String
}

struct ShareToken: Decodable, Sendable {
  let success: Bool
  let requestToken: String
}

struct MediaList: Decodable, Sendable {
  let page: Int
  let results: [String]
}
struct TrendingList: Decodable, Sendable {
  let page: Int
  let results: [String]
}

struct Network: Decodable, Sendable {
  let id: Int
  let name: String
  let headquarters: String
}
struct CompanyImages: Decodable, Sendable {
  let id: Int
  let logos: [String]
}
struct NetworkLogos: Decodable, Sendable {
  let id: Int
  let logos: [String]
}

struct ShareRepository: Decodable, Sendable {
  struct Owner: Decodable, Sendable {
    let id: Int
    let login: String
  }
  let id: Int
  let name: String
  let fullName: String
  let stars: Int
  let forks: Int
  let owner: Owner
}

/// The fit decides by how much of a payload a model reads: a model that decodes a payload but reads
/// under half of it is not given it; the model a name proposes keeps a fixture unless another reads
/// clearly more of it; a fixture named like a model that reads almost nothing of it is no model's.
struct FitShareTests {
  func assigned(_ files: [String: String]) -> [String: FixtureFile] {
    var workspace = Workspace(
      "Hub", directory: "/ws", models: [.model(ShareUser.self), .model(ShareRepository.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    return Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
  }

  static let repository = """
    {"id": 1, "name": "kit", "fullName": "ana/kit", "stars": 9, "forks": 2, "owner": {"id": 7, "login": "ana"}}
    """

  @Test func aModelThatReadsClearlyMoreTakesAFixtureFromTheOneItsNameProposes() throws {
    let fixtures = assigned(["/ws/Fixtures/share-user-repo.json": Self.repository])
    let fixture = try #require(fixtures["share-user-repo.json"])
    #expect(fixture.modelName == "ShareRepository")
    #expect(fixture.assignment == .fit)
    #expect(fixture.namedLike == "ShareUser")
  }

  @Test func aPayloadNoModelReadsHalfOfIsUnassignedWithTheScores() throws {
    let payload = #"{"id": 3, "login": "bo", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5}"#
    let fixture = try #require(assigned(["/ws/Fixtures/mystery.json": payload])["mystery.json"])
    #expect(fixture.assignment == .unassigned)
    #expect(fixture.misfits.first?.description == "ShareUser decodes, but reads only 2 of 7 keys")
  }

  @Test func aFixtureNamedLikeAModelThatReadsAlmostNoneOfItIsNoModels() throws {
    let mock = #"{"token": "abc", "expires": 3600, "scope": "read", "kind": "bearer", "issuer": "hub"}"#
    let broken = #"{"id": "one", "login": "bo"}"#
    let fixtures = assigned(["/ws/Fixtures/share-user-mock.json": mock, "/ws/Fixtures/share-user-broken.json": broken])
    let unassigned = try #require(fixtures["share-user-mock.json"])
    #expect(unassigned.assignment == .unassigned)
    #expect(unassigned.namedLike == "ShareUser")
    // A fixture its model reads most of is that model's, broken.
    #expect(fixtures["share-user-broken.json"]?.modelName == "ShareUser")
    #expect(fixtures["share-user-broken.json"]?.assignment == .name)
  }

  @Test func aNamedModelThatReadsHalfOfAFixtureKeepsItFromOneThatReadsMore() throws {
    var workspace = Workspace(
      "Auth", directory: "/ws", models: [.model(ShareStatus.self), .model(ShareToken.self)])
    workspace.fitsInThisProcess = true
    let payload = #"{"success": true, "requestToken": "abc", "statusCode": 1, "statusMessage": "ok"}"#
    let context = AppContext.test(files: InMemoryFileSystem(["/ws/Fixtures/share-token.json": Data(payload.utf8)]))
    let fixture = try #require(workspace.assignedFixtures(in: context).first)
    #expect(fixture.modelName == "ShareToken")
    #expect(fixture.assignment == .name)
  }

  @Test func amongModelsThatFitExactlyAsWellTheNameProposes() throws {
    var workspace = Workspace("Media", directory: "/ws", models: [.model(MediaList.self), .model(TrendingList.self)])
    workspace.fitsInThisProcess = true
    let payload = #"{"page": 1, "results": ["a", "b"]}"#
    let context = AppContext.test(files: InMemoryFileSystem(["/ws/Fixtures/trending-all.json": Data(payload.utf8)]))
    let fixture = try #require(workspace.assignedFixtures(in: context).first)
    #expect(fixture.modelName == "TrendingList")
    #expect(fixture.assignment == .fit)
  }
}

/// A fixture named like a model it does not decode as goes to the model it fits; among models that
/// fit it exactly as well, its name still proposes: the most words shared, then the one whose name
/// begins as the file's does.
struct NamedElsewhereTwinsTests {
  @Test func amongTwinsTheNameAndThenItsFirstWordChoose() throws {
    var workspace = Workspace(
      "Media", directory: "/ws",
      models: [.model(CompanyImages.self), .model(NetworkLogos.self), .model(Network.self)])
    workspace.fitsInThisProcess = true
    let payload = #"{"id": 49, "logos": ["/a.png", "/b.svg"]}"#
    let context = AppContext.test(
      files: InMemoryFileSystem([
        "/ws/Fixtures/network-images.json": Data(payload.utf8),
        "/ws/Fixtures/company-logos.json": Data(payload.utf8),
      ]))
    let fixtures = Dictionary(
      uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
    let network = try #require(fixtures["network-images.json"])
    #expect(network.namedLike == "Network")
    #expect(network.modelName == "NetworkLogos")
    #expect(fixtures["company-logos.json"]?.modelName == "CompanyImages")
  }

  /// A word counts once, however often a name repeats it: a generic envelope's name that says
  /// `Collection` twice shares no more words with the file's than the model named for it.
  @Test func aWordRepeatedInAGenericNameCountsOnce() throws {
    let models: [WorkspaceModel] = [
      .model(Translated<TranslationData>.self, name: "TranslationCollection<CollectionTranslationData>"),
      .model(Translated<TranslationData>.self, name: "CollectionTranslationsResult"),
    ]
    let payload = CatchAllFitTests.payload
    let fit = ModelFit(try PayloadText(parsing: Data(payload.utf8)), models: models)
    #expect(fit.ranked.allSatisfy { $0.inspection.decodes && $0.reading.share == 1 })
    #expect(fit.best(namedLike: "collection-translations-single")?.model.name == "CollectionTranslationsResult")
  }
}

struct Backoff: Decodable, Sendable {
  let maxAttempts: Int
  let initialBackoff: String
  let multiplier: Double

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxAttempts = try container.decode(Int.self, forKey: .maxAttempts)
    initialBackoff = try container.decode(String.self, forKey: .initialBackoff)
    multiplier = try container.decode(Double.self, forKey: .multiplier)
    guard maxAttempts > 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .maxAttempts, in: container, debugDescription: "maxAttempts must be greater than 1")
    }
  }

  enum CodingKeys: String, CodingKey {
    case maxAttempts, initialBackoff, multiplier
  }
}

/// A payload that no model decodes, which one model reads well before it refuses a value, is that
/// model's broken fixture, not "no model's".
struct ClosestFailingFitTests {
  @Test func aPayloadOneModelReadsWholeBeforeItFailsIsItsBrokenFixture() throws {
    var workspace = Workspace(
      "Config", directory: "/ws", models: [.model(ShareUser.self), .model(Backoff.self), .model(ShareToken.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(
      files: InMemoryFileSystem([
        "/ws/Fixtures/policy.invalid.attempts.json": Data(
          #"{"maxAttempts": 1, "initialBackoff": "1s", "multiplier": 1.6}"#.utf8),
        "/ws/Fixtures/policy.json": Data(#"{"maxAttempts": 3, "initialBackoff": "1s", "multiplier": 1.6}"#.utf8),
        "/ws/Fixtures/mystery.json": Data(#"{"flavour": "mint", "scoops": 2, "cone": true}"#.utf8),
      ]))
    let fixtures = Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
    let invalid = try #require(fixtures["policy.invalid.attempts.json"])
    #expect(invalid.modelName == "Backoff")
    #expect(invalid.assignment == .fit)
    #expect(
      try workspace.model(named: "Backoff").inspect(
        Data(#"{"maxAttempts": 1, "initialBackoff": "1s", "multiplier": 1.6}"#.utf8)
      ).decodes == false)
    #expect(fixtures["policy.json"]?.modelName == "Backoff")
    // What no model reads stays no model's.
    #expect(fixtures["mystery.json"]?.assignment == .unassigned)
  }

  @Test func aFixtureNamedLikeAModelThatReadsLittleOfItGoesToTheOneThatReadsItBeforeFailing() throws {
    var workspace = Workspace(
      "Config", directory: "/ws", models: [.model(ShareUser.self), .model(Backoff.self)])
    workspace.fitsInThisProcess = true
    let context = AppContext.test(
      files: InMemoryFileSystem([
        "/ws/Fixtures/share-user.invalid.json": Data(
          #"{"maxAttempts": 0, "initialBackoff": "1s", "multiplier": 1.6}"#.utf8)
      ]))
    let fixture = try #require(workspace.assignedFixtures(in: context).first)
    #expect(fixture.modelName == "Backoff")
    #expect(fixture.fitReason == "named like ShareUser; closest to Backoff, which it fails")
  }

  @Test func theNextRunKeepsItWithNothingToProve() throws {
    let files = InMemoryFileSystem([
      "/ws/Fixtures/policy.invalid.json": Data(#"{"maxAttempts": 1, "initialBackoff": "1s", "multiplier": 1.6}"#.utf8)
    ])
    let context = AppContext.test(files: files)
    let run = {
      var workspace = Workspace(
        "Config", directory: "/ws", models: [.model(ShareUser.self), .model(Backoff.self)])
      workspace.fitsInThisProcess = true
      workspace.caches = PackageCaches(
        folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: "b1", files: files.fileSystem
      )
      return try #require(workspace.assignedFixtures(in: context).first)
    }
    #expect(try run().modelName == "Backoff")
    // A fit known to fail is not fitted again to prove it.
    let kept = try run()
    #expect(kept.modelName == "Backoff")
    #expect(kept.fitWasKept == false)
  }
}

/// A workspace of one model proposes it for every fixture, as a name would: a fixture it reads
/// most of is its broken one, one it reads almost none of is no model's.
struct OneModelProposesTests {
  @Test func aFixtureTheOnlyModelReadsAlmostNoneOfIsNoModels() throws {
    var workspace = Workspace("Hub", directory: "/ws", models: [.model(ShareUser.self)])
    workspace.fitsInThisProcess = true
    let files = [
      "/ws/Fixtures/mock.json":
        #"{"token": "abc", "expires": 3600, "scope": "read", "kind": "bearer", "issuer": "hub"}"#,
      "/ws/Fixtures/broken.json": #"{"id": "one", "login": "bo"}"#,
      "/ws/Fixtures/good.json": #"{"id": 1, "login": "bo"}"#,
    ]
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let assigned = Dictionary(uniqueKeysWithValues: workspace.assignedFixtures(in: context).map { ($0.name, $0) })
    #expect(assigned["mock.json"]?.assignment == .unassigned)
    #expect(assigned["mock.json"]?.namedLike == nil)
    #expect(assigned["broken.json"]?.modelName == "ShareUser")
    #expect(assigned["broken.json"]?.assignment == .firstModel)
    #expect(assigned["good.json"]?.modelName == "ShareUser")
  }
}
