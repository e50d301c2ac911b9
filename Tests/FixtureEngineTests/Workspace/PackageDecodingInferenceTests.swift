import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct InferredAccount: Decodable, Sendable {
  let accountId: String
  let onBudget: Bool
}

struct InferredBudget: Decodable, Sendable {
  let budgetId: String
  let lastModifiedOn: Date
}

/// Where no decoder of the package can be reached (private, made in a function, held by an
/// instance), the strategies its fixtures need are inferred from them: snake_case keys the models
/// read in camelCase, and the form their dates are in, together where a fixture needs both; then
/// every model is decoded so, fixtures named after no model included.
struct PackageDecodingInferenceTests {
  func workspace() -> Workspace {
    var workspace = Workspace(
      "Budget", directory: "/ws", models: [.model(InferredAccount.self), .model(InferredBudget.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    return workspace
  }

  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/inferred-account.json": #"{"account_id": "a1", "on_budget": true}"#,
      "/ws/Fixtures/inferred-budget.json": #"{"budget_id": "b1", "last_modified_on": "2024-05-01 12:30:45"}"#,
      "/ws/Fixtures/latest.json": #"{"account_id": "a2", "on_budget": false}"#,
      "/ws/Fixtures/broken.json": #"{"account_id": 7, "on_budget": false}"#,
    ].mapValues { Data($0.utf8) })

  @Test func keysAndDatesAreInferredFromTheFixturesTogether() throws {
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let decoding = try #require(chosen.packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect(decoding.dates == .formatted("yyyy-MM-dd HH:mm:ss"))
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (3, 0, 4))
    #expect(
      decoding.lines == [
        "keys: convertFromSnakeCase, inferred from 3 fixtures",
        "dates: yyyy-MM-dd HH:mm:ss, inferred from the fixtures' dates",
      ])
    for name in ["InferredAccount", "InferredBudget"] {
      let model = try chosen.model(named: name)
      #expect(model.foundKeys == .convertFromSnakeCase, "\(name)")
      #expect(chosen.foundDecodingLines(for: model) == decoding.lines, "\(name)")
    }
  }

  @Test func aFixtureNamedAfterNoModelIsFittedWithTheInferredDecoding() throws {
    let context = AppContext.test(files: files)
    let assigned = Dictionary(
      uniqueKeysWithValues: workspace().choosingPackageDecoders(in: context).assignedFixtures(in: context).map {
        ($0.name, $0)
      })
    #expect(assigned["latest.json"]?.modelName == "InferredAccount")
    #expect(assigned["latest.json"]?.assignment == .fit)
  }

  @Test func nothingIsInferredWhereTheModelsOwnDecodingDecodesTheFixtures() throws {
    let plain = InMemoryFileSystem([
      "/ws/Fixtures/inferred-account.json": Data(#"{"accountId": "a1", "onBudget": true}"#.utf8)
    ])
    #expect(workspace().choosingPackageDecoders(in: .test(files: plain)).packageDecoding == nil)
  }

  @Test func snakeCaseKeysAreToldFromOtherUnderscores() {
    #expect(Workspace.isSnakeCase("account_id"))
    #expect(Workspace.isSnakeCase("created_at_2"))
    #expect(!Workspace.isSnakeCase("_id"))
    #expect(!Workspace.isSnakeCase("ID_X"))
    #expect(!Workspace.isSnakeCase("camelCase"))
  }
}

struct InferredNamedBudget: Decodable, Sendable {
  let name: String
  let budgetId: String
  let lastModifiedOn: Date
}

struct InferredDecoy: Decodable, Sendable {
  let name: String
}

/// The date form a fixture needs is read from the model that reads the most of it, not from one
/// that decodes it by reading one key.
struct InferredDatesFromTheClosestModelTests {
  @Test func aModelThatDecodesAFixtureByOneKeyDoesNotHideItsDates() throws {
    var workspace = Workspace(
      "Budget", directory: "/ws", models: [.model(InferredDecoy.self), .model(InferredNamedBudget.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let files = InMemoryFileSystem([
      "/ws/Fixtures/latest.json": Data(
        #"{"name": "Home", "budget_id": "b1", "last_modified_on": "2024-05-01 12:30:45"}"#.utf8)
    ])
    let decoding = try #require(workspace.choosingPackageDecoders(in: .test(files: files)).packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect(decoding.dates == .formatted("yyyy-MM-dd HH:mm:ss"))
  }
}

struct InferredOrder: Decodable, Sendable {
  let orderId: String
  let placedAt: Date
}

struct InferredShipment: Decodable, Sendable {
  let shipmentId: String
  let shippedAt: Date
  let carrierName: String
}

struct InferredCarrier: Decodable, Sendable {
  let carrierCode: String
  let displayName: String
}

/// A client whose private decoder reads snake_case keys and ISO 8601 dates with fractional
/// seconds and an offset without a colon, beside small mocks whose keys need no strategy: the
/// mocks decode either way and do not vote, the dates' form is the one the fixtures agree on, and
/// a fixture alone in another form stays broken.
struct FractionalDatesInferenceTests {
  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/inferred-order.json": #"{"order_id": "o1", "placed_at": "2021-06-01T09:30:00.000-0700"}"#,
      "/ws/Fixtures/inferred-shipment.json":
        #"{"shipment_id": "s1", "shipped_at": "2021-06-02T10:00:00.250+0000", "carrier_name": "UPS"}"#,
      "/ws/Fixtures/inferred-order-legacy.json": #"{"order_id": "o0", "placed_at": "Tue, 01 Jun 2021 09:30:00 GMT"}"#,
      "/ws/Fixtures/Mocks/inferred-carrier.json": #"{"carrierCode": "UPS", "displayName": "UPS Ground"}"#,
    ].mapValues { Data($0.utf8) })

  @Test func keysAndTheFormTheFixturesAgreeOnAreInferred() throws {
    var workspace = Workspace(
      "Shop", directory: "/ws",
      models: [.model(InferredOrder.self), .model(InferredShipment.self), .model(InferredCarrier.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let context = AppContext.test(files: files)
    let chosen = workspace.choosingPackageDecoders(in: context)
    let decoding = try #require(chosen.packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    // Whichever form reads them (`iso8601` where JSONDecoder's reads fractional seconds), the
    // instants are the ones written.
    let dates = try #require(decoding.dates)
    #expect(dates.date(from: .string("2021-06-01T09:30:00.000-0700"))?.timeIntervalSince1970 == 1_622_565_000)
    #expect(dates.date(from: .string("2021-06-02T10:00:00.250+0000"))?.timeIntervalSince1970 == 1_622_628_000.25)
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (3, 1, 4))
    let order = try chosen.model(named: "InferredOrder")
    let placed = try #require(
      files.contents(of: "/ws/Fixtures/inferred-order.json").map { order.inspect($0, comparisonLimit: 0) })
    #expect(placed.decodes)
    let legacy = try #require(
      files.contents(of: "/ws/Fixtures/inferred-order-legacy.json").map { order.inspect($0, comparisonLimit: 0) })
    #expect(!legacy.decodes, "a form one fixture alone uses is that fixture's fault")
  }
}

/// Mocks named after their models decode with the models' own keys, whatever else is tried: they
/// say nothing of the strategy. Where every named fixture decodes so, the fixtures named after no
/// model are what the choice is made over.
struct NamedMocksDoNotVoteTests {
  @Test func theUnnamedFixturesChooseWhereTheNamedOnesDecodeEitherWay() throws {
    var workspace = Workspace(
      "Shop", directory: "/ws",
      models: [.model(InferredOrder.self), .model(InferredShipment.self), .model(InferredCarrier.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    workspace.fixtureFoldersFound = true
    var files: [String: String] = [:]
    for index in 1...Workspace.enoughNamed {
      files["/ws/Fixtures/Mocks/inferred-carrier-\(index).json"] = #"{"carrierCode": "C\#(index)", "displayName": "c"}"#
    }
    for index in 1...3 {
      files["/ws/Fixtures/response-\(index).json"] = #"{"order_id": "o\#(index)", "placed_at": "2021-06-01T09:30:00Z"}"#
    }
    let context = AppContext.test(files: InMemoryFileSystem(files.mapValues { Data($0.utf8) }))
    let plainFiles = workspace.fixtureFiles(in: context)
    #expect(
      plainFiles.count { $0.assignment == .name } == Workspace.enoughNamed,
      "\(plainFiles.map { ($0.name, $0.assignment) })")
    let decoding = try #require(workspace.choosingPackageDecoders(in: context).packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect(decoding.dates == .iso8601)
    #expect(decoding.decodes - decoding.decodesWithout == 3)
  }
}

/// An envelope that tries its `data` as a list, then as one value, and throws its own error when
/// neither decodes: the date that failed inside is caught, and no failure names it.
struct SwallowingEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
  let data: [Item]

  enum CodingKeys: String, CodingKey { case data }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let list = try? container.decode([Item].self, forKey: .data) {
      data = list
    } else if let one = try? container.decode(Item.self, forKey: .data) {
      data = [one]
    } else {
      throw DecodingError.dataCorruptedError(
        forKey: .data, in: container, debugDescription: "Expected array or object for data.")
    }
  }
}

struct InferredSchedule: Decodable, Sendable {
  let nextAdAt: Date
  let snoozeCount: Int
}

/// The Twitch client's responses: every model inside an envelope whose `init(from:)` catches what
/// its items throw. The dates its fixtures need are read from the fields the models type as dates,
/// not only from failures, which here name `data` alone.
struct DatesCaughtInsideAnEnvelopeTests {
  @Test func theFormOfDatesAnEnvelopeCatchesIsInferredFromTheModelsDateFields() throws {
    var workspace = Workspace(
      "Ads", directory: "/ws",
      models: [.model(InferredSchedule.self), .model(SwallowingEnvelope<InferredSchedule>.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/getInferredSchedule.json":
          #"{"data": [{"next_ad_at": "2023-08-01T23:08:18+00:00", "snooze_count": 1}]}"#,
        "/ws/Fixtures/snoozeInferredSchedule.json":
          #"{"data": [{"next_ad_at": "2023-08-01T23:38:18Z", "snooze_count": 0}]}"#,
      ].mapValues { Data($0.utf8) })
    let context = AppContext.test(files: files)
    let decoding = try #require(workspace.choosingPackageDecoders(in: context).packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect(decoding.dates == .iso8601)
    #expect((decoding.decodes, decoding.decodesWithout) == (2, 0))
  }
}

struct KeptEnvelopeV1: Decodable, Sendable {
  let requestCount: Int
  let placedAt: Date
}

/// The same model after a change that breaks every fixture: `requestCount` is read from `requests`.
struct KeptEnvelopeV2: Decodable, Sendable {
  let requests: Int
  let placedAt: Date
}

/// A change of one model that breaks every fixture (a key of an envelope every payload holds)
/// leaves nothing to infer from: the decoding chosen over the same fixtures in the build before
/// stays.
struct KeptPackageDecodingTests {
  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/envelope.json": #"{"request_count": 1, "placed_at": "2021-06-01T09:30:00Z"}"#,
      "/ws/Fixtures/envelope-2.json": #"{"request_count": 2, "placed_at": "2021-06-02T09:30:00Z"}"#,
    ].mapValues { Data($0.utf8) })

  func workspace<Model: Decodable & SendableMetatype>(_ type: Model.Type, build: String) -> Workspace {
    var workspace = Workspace("Sea", directory: "/ws", models: [.model(type, name: "Envelope")])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    workspace.caches = PackageCaches(
      folder: "/ws/.build/fixture-workbench/cache", workspace: workspace, launcherBuild: build, files: files.fileSystem)
    return workspace
  }

  @Test func aChangeThatBreaksEveryFixtureKeepsTheDecodingChosenBefore() throws {
    let before = try #require(
      workspace(KeptEnvelopeV1.self, build: "b1").choosingPackageDecoders(in: .test(files: files)).packageDecoding)
    #expect(before.keys == .convertFromSnakeCase)
    #expect(before.dates == .iso8601)
    let after = workspace(KeptEnvelopeV2.self, build: "b2").choosingPackageDecoders(in: .test(files: files))
    #expect(after.packageDecoding == before)
    #expect(try after.model(named: "Envelope").decoding.dates == .iso8601)
  }
}
