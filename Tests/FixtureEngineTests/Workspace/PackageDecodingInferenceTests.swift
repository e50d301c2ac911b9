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
