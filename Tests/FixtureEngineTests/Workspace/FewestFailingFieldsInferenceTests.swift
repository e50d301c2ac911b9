import Foundation
import ModelProbe
import Testing
import WorkbenchContext

@testable import FixtureEngine

/// Where no decoding decodes more of the fixtures than the models' own (each is broken in one
/// field of its own), the one under which the fixtures named after a model fail in the fewest
/// fields wins: their snake_case keys are read, and each fixture fails where it really is wrong.
struct FewestFailingFieldsInferenceTests {
  func workspace() -> Workspace {
    PackageDecodingInferenceTests().workspace()
  }

  @Test func aTieIsBrokenByTheFewestFailingFields() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/inferred-account.json": #"{"account_id": "a1", "on_budget": "yes"}"#,
        "/ws/Fixtures/inferred-budget.json": #"{"budget_id": 5, "last_modified_on": 0}"#,
      ].mapValues { Data($0.utf8) })
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let decoding = try #require(chosen.packageDecoding)
    #expect(decoding.keys == .convertFromSnakeCase)
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (0, 0, 2))
    #expect((decoding.failingFields, decoding.failingFieldsWithout) == (2, 4))
    #expect(
      decoding.lines == [
        "keys: convertFromSnakeCase, inferred from the failing fields of 2 fixtures: 2 with it, 4 without"
      ])
    let account = try chosen.model(named: "InferredAccount")
    let payload = try PayloadText(parsing: Data(#"{"account_id": "a1", "on_budget": "yes"}"#.utf8))
    let failures = account.inspect(payload).trace?.failures.map(\.path.description)
    #expect(failures == ["on_budget"])
  }

  @Test func nothingIsInferredWhereNoDecodingFailsInFewerFields() throws {
    let files = InMemoryFileSystem(
      [
        "/ws/Fixtures/inferred-account.json": #"{"accountId": "a1", "onBudget": "yes"}"#,
        "/ws/Fixtures/inferred-budget.json": #"{"budgetId": 5, "lastModifiedOn": 0}"#,
      ].mapValues { Data($0.utf8) })
    #expect(workspace().choosingPackageDecoders(in: .test(files: files)).packageDecoding == nil)
  }
}
