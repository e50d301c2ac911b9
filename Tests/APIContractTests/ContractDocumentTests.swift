import APIContract
import TestPayloads
import Testing

@Suite struct ContractDocumentTests {
  @Test func readsA30YAMLDocumentsResponsesAndComponents() throws {
    let document = try ContractDocument(text: SampleContracts.accounts, file: "api.yaml")
    #expect(document.version == "3.0.3")
    let titles = document.candidates.map(\.title)
    #expect(
      titles == [
        "GET /accounts/{id} 200", "GET /accounts 200", "GET /payments/{id} 200", "Account", "Payment", "PaymentBase",
        "Card", "Transfer", "Comment",
      ])
    let account = try #require(document.candidates.first { $0.title == "GET /accounts/{id} 200" })
    #expect(account.referencedComponent == "Account")
    #expect(account.names == ["Account", "getAccount"])
    #expect(account.pointer.description == "/paths/~1accounts~1{id}/get/responses/200/content/application~1json/schema")
    let list = try #require(document.candidates.first { $0.title == "GET /accounts 200" })
    #expect(list.referencedComponent == "[Account]")
  }

  @Test func readsA31JSONDocumentWithItsExamples() throws {
    let document = try ContractDocument(text: SampleContracts.status31, file: "status.json")
    #expect(document.version == "3.1.0")
    let status = try #require(document.candidates.first)
    #expect(status.title == "GET /status 200")
    #expect(status.examples.map(\.compactText) == [#"{"since":null,"state":"up"}"#])
  }

  @Test func placesAPointerOnItsLine() throws {
    let document = try ContractDocument(text: SampleContracts.accounts, file: "api.yaml")
    let lines = SampleContracts.accounts.split(separator: "\n", omittingEmptySubsequences: false)
    let note = try #require(
      document.locator.place(of: JSONPointer(["components", "schemas", "Account", "properties", "note"])))
    #expect(lines[note.line - 1].trimmingCharacters(in: .whitespaces) == "note:")
    let nullable = try #require(
      document.locator.place(of: JSONPointer(["components", "schemas", "Account", "properties", "note", "nullable"])))
    #expect(lines[nullable.line - 1].trimmingCharacters(in: .whitespaces) == "nullable: true")
    // A pointer past what the text holds is placed at its deepest ancestor.
    let past = document.locator.place(
      of: JSONPointer(["components", "schemas", "Account", "properties", "note", "enum"]))
    #expect(past == note)
  }

  @Test func aDocumentThatIsNotOpenAPISaysWhereAndWhat() {
    #expect {
      try ContractDocument(text: "swagger: \"2.0\"\ninfo: {}\n", file: "old.yaml")
    } throws: { error in
      "\(error)".hasPrefix("old.yaml: names no OpenAPI version")
    }
    let broken = "openapi: 3.0.3\ninfo:\n  title: T\n  version: \"1\"\npaths:\n  /a:\n    get:\n      responses: 12\n"
    #expect {
      try ContractDocument(text: broken, file: "broken.yaml")
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("broken.yaml:") && text.contains("is not an OpenAPI document OpenAPIKit reads")
    }
  }
}
