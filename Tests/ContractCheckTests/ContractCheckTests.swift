import FixtureEngine
import Foundation
import JSONCore
import JSONTrace
import TestPayloads
import Testing

@testable import APIContract
@testable import ContractCheck

@Suite struct ContractCheckTests {
  private let document = try! ContractDocument(text: SampleContracts.accounts, file: "api.yaml")
  private var report: ContractReport { ContractModels.workspace.checkContract(document) }

  @Test func everySchemaHasAModelOrAReason() throws {
    let schemas = Dictionary(uniqueKeysWithValues: report.schemas.map { ($0.title, $0) })
    #expect(schemas["Account"]?.model == "Account")
    #expect(schemas["Account"]?.basis == .name)
    #expect(schemas["GET /accounts/{id} 200"]?.model == "Account")
    #expect(schemas["GET /accounts/{id} 200"]?.sameAs == "Account")
    #expect(schemas["GET /accounts 200"]?.model == "[Account]")
    #expect(schemas["GET /accounts 200"]?.sameAs == "Account")
    #expect(schemas["GET /payments/{id} 200"]?.model == "Payment")
    #expect(schemas["Comment"]?.model == "Comment")
    for part in ["PaymentBase", "Card", "Transfer"] {
      #expect(schemas[part]?.model == nil)
      #expect(schemas[part]?.problem == "no model of its own; its payloads are decoded inside Payment's")
    }
    #expect(schemas.count == document.candidates.count)
  }

  @Test func aSchemaNamedWithADocumentsSuffixIsTheModelWithout() throws {
    // Its ids are strings, which the model does not take: only its name can say which model it is.
    let text = SampleContracts.accounts.replacingOccurrences(of: "Comment", with: "CommentObject")
      .replacingOccurrences(
        of: "type: integer\n        replies:", with: "type: string\n        replies:")
    let renamed = try ContractDocument(text: text, file: "api.yaml")
    let report = ContractModels.workspace.checkContract(renamed)
    let comment = report.schemas.first { $0.title == "CommentObject" }
    #expect(comment?.model == "Comment")
    #expect(comment?.basis == .name)
    #expect(report.refusals.contains { $0.schema == "CommentObject" && $0.field == "Comment.id" })
  }

  @Test func eachRefusalNamesTheDocumentsLineAndTheModelsField() throws {
    let account = report.refusals.filter { $0.schema == "Account" }
    let lines = SampleContracts.accounts.split(separator: "\n", omittingEmptySubsequences: false)
    let summaries = account.map(\.summary)
    let noteLine = try #require(lines.firstIndex { $0.contains("nullable: true") }) + 1
    #expect(
      summaries.contains(
        "Account.note: api.yaml:\(noteLine) allows null (nullable); Account.note is a String: expected String, found null"
      ))
    #expect(summaries.contains { $0.hasPrefix("Account.note: api.yaml:") && $0.contains("leaves note optional") })
    #expect(summaries.contains { $0.hasPrefix("Account.status: ") && $0.contains(#"allows "closed" (enum)"#) })
    #expect(summaries.contains { $0.hasPrefix("Account.id: ") && $0.contains("int64 past 32 bits") })
    #expect(account.count == 4)
    // A list of the component's payloads is not decoded again: its refusals would be the same.
    #expect(report.refusals.filter { $0.schema == "GET /accounts 200" }.isEmpty)
    #expect(report.refusals.filter { $0.model == "Payment" || $0.model == "Comment" }.isEmpty)
    #expect(report.exitCode == 1)
  }

  @Test func everyRefusalIsProvedByDecodingAndIsOneChangeFromAPayloadThatDecodes() throws {
    let decoder = JSONDecoder()
    for refusal in report.refusals {
      let payload = Data(refusal.payload.compactText.utf8)
      let from = try #require(refusal.from, "\(refusal.summary)")
      let change = try #require(refusal.change, "\(refusal.summary)")
      #expect(change.applied(to: from) == refusal.payload)
      if refusal.model == "Account" {
        #expect(throws: (any Error).self) { try decoder.decode(ContractModels.Account.self, from: payload) }
        #expect(throws: Never.self) {
          try decoder.decode(ContractModels.Account.self, from: Data(from.compactText.utf8))
        }
      }
    }
  }

  @Test func everyOptionalNullableAndEnumPlaceIsCovered() {
    for schema in report.schemas where schema.model != nil && schema.sameAs == nil {
      #expect(schema.declared > 0 || schema.title == "GET /payments/{id} 200" || schema.title == "Comment")
      #expect(schema.covered == schema.declared, "\(schema.title)")
    }
  }

  @Test func aPinGoesBeforeTheName() {
    let pinned = ContractModels.workspace.checkContract(document, pins: ["Card": "Payment"])
    let card = pinned.schemas.first { $0.title == "Card" }
    #expect(card?.model == "Payment")
    #expect(card?.basis == .pinned)
    let wrong = ContractModels.workspace.checkContract(document, pins: ["Card": "Missing"])
    #expect(wrong.schemas.first { $0.title == "Card" }?.problem?.contains("which is no model") == true)
  }

  @Test func onlyOneModel() {
    let only = ContractModels.workspace.checkContract(document, only: "Comment")
    #expect(only.schemas.map(\.title) == ["Comment"])
    #expect(only.refusals.isEmpty)
    #expect(only.exitCode == 0)
  }

  @Test func theTextGroupsByModel() {
    let text = ContractText.text(report)
    #expect(
      text.hasPrefix("api.yaml (OpenAPI 3.0.3) against workspace Accounts: 9 schemas, 6 with a model, 3 without; "))
    #expect(text.contains("\nAccount: "))
    #expect(text.contains("\n  schema GET /accounts/{id} 200 (api.yaml:14; its payloads are Account's)"))
    #expect(text.contains("\nschemas with no model:\n  PaymentBase (api.yaml:"))
    let json = ContractJSON.report(report)
    guard case .array(let refusals)? = json["refusals"] else {
      Issue.record("no refusals in \(json.compactText)")
      return
    }
    #expect(refusals.count == report.refusals.count)
    #expect(refusals.first?["change"]?["kind"] != nil)
  }
}

@Suite struct ContractRefusalTests {
  private func refusal(model: String, path: JSONPath, kind: FieldFailure.Kind, expected: String) -> ContractRefusal {
    ContractRefusal(
      model: model, schema: "GET /accounts 200", change: nil, allowance: "allows null (nullable)", file: "api.yaml",
      place: SpecLocator.Place(line: 812, column: 9), pointer: JSONPointer(["components", "schemas", "Account"]),
      failure: FieldFailure(
        path: path, kind: kind, expected: expected, found: "null", message: "expected String, found null"),
      reason: "", payload: .null, from: nil)
  }

  @Test func anElementsFieldIsItsModels() {
    #expect(refusal(model: "[Account]", path: "[0].note", kind: .nullValue, expected: "String").field == "Account.note")
    #expect(
      refusal(model: "[[Account]]", path: "[0][1].note", kind: .nullValue, expected: "String").field == "Account.note")
    #expect(refusal(model: "Account", path: "note", kind: .nullValue, expected: "String").field == "Account.note")
    #expect(refusal(model: "[Account]", path: JSONPath(), kind: .wrongType, expected: "Array").field == "[Account]")
  }

  @Test func aRefusedPayloadIsNamedByItsFieldAndChange() {
    var refused = refusal(model: "[Account]", path: "[0].note", kind: .nullValue, expected: "String")
    #expect(refused.payloadName == "note-first-payload")
    refused.change = PayloadChange(
      kind: .null, edits: [.init(path: "[0].note", value: .null)], pointer: refused.pointer, keyword: "nullable",
      allowance: "allows null (nullable)")
    #expect(refused.payloadName == "note-null")
    refused.change = PayloadChange(
      kind: .enumValue, edits: [.init(path: "[0].state", value: "on hold")], pointer: refused.pointer, keyword: "enum",
      allowance: "allows \"on hold\" (enum)")
    #expect(refused.payloadName == "note-enum value-on hold")
    #expect(
      refusal(model: "Account", path: JSONPath(), kind: .wrongType, expected: "Object").payloadName == "first-payload")
  }

  @Test func theSummaryReadsAsTheIssueWroteIt() {
    #expect(
      refusal(model: "Account", path: "note", kind: .nullValue, expected: "String").summary
        == "Account.note: api.yaml:812 allows null (nullable); Account.note is a String: expected String, found null")
  }
}
