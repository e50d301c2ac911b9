import APIContract
import JSONCore
import TestPayloads
import Testing

@Suite struct CoveringSetTests {
  private func set(_ title: String, in text: String = SampleContracts.accounts) throws -> CoveringSet {
    let document = try ContractDocument(text: text, file: "api.yaml")
    let candidate = try #require(document.candidates.first { $0.title == title })
    return document.coveringSet(for: candidate)
  }

  @Test func beginsWithTheSchemasExampleAndFillsInWhatItDeclares() throws {
    let account = try set("Account")
    #expect(account.base["id"] == .number(JSONNumber(42)))
    #expect(account.base["name"] == .string("Ana"))
    #expect(account.base["created_at"] == .string("2024-05-01T12:00:00Z"))
    // Properties the example leaves out are filled in, so their values are decoded too.
    #expect(account.base["website"] == .string("https://example.com/items/1"))
    if case .number(let balance)? = account.base["balance"] { #expect(balance.doubleValue == 1) }
    #expect(account.base["tags"] == .array([.string("text")]))
    #expect(account.base["limits"] == .object(["key": .number(JSONNumber(1))]))
  }

  @Test func aKeyTheExampleHasAndTheSchemaDoesNotDeclareIsSentAndLeftOut() throws {
    let text = SampleContracts.accounts.replacingOccurrences(
      of: "    status: active\n", with: "    status: active\n        legacy_code: 7\n")
    let account = try set("Account", in: text)
    #expect(account.base["legacy_code"] == .number(JSONNumber(7)))
    let left = try #require(account.changes.first { $0.path == "legacy_code" })
    #expect(left.kind == .absent)
    #expect(left.allowance == "does not declare legacy_code, which its example has")
    #expect(left.applied(to: account.base)["legacy_code"] == nil)
  }

  @Test func eachOptionalIsAbsentAndEachNullableNullAndEachEnumValueAppears() throws {
    let account = try set("Account")
    let absent = account.changes.filter { $0.kind == .absent }.map(\.path.description)
    #expect(Set(absent) == ["note", "website", "owner_id", "balance", "tags", "limits"])
    #expect(account.changes.filter { $0.kind == .null }.map(\.path.description) == ["note"])
    let statuses = account.payloads.compactMap { $0.value["status"]?.compactText }
    #expect(Set(statuses) == [#""active""#, #""frozen""#, #""closed""#])
    let declared = account.declared
    #expect(declared.filter { $0.kind == .absent }.count == 6)
    #expect(declared.filter { $0.kind == .enumValue }.count == 3)
    // Each change is made alone: the payload differs from the base at one path.
    for (value, change) in account.payloads.dropFirst() {
      let change = try #require(change)
      #expect(value.replacing(change.path, with: account.base[change.path]) == account.base || change.kind == .absent)
    }
  }

  @Test func eachFormatsFormsAndTheEmptyValues() throws {
    let account = try set("Account")
    let dates = account.changes.filter { $0.path == "created_at" }.compactMap { $0.edits.last?.value?.compactText }
    #expect(
      dates == [
        #""2024-05-01T12:00:00.250Z""#, #""2024-05-01T14:00:00+02:00""#, #""2024-05-01T05:00:00.250-07:00""#,
      ])
    #expect(account.changes.contains { $0.path == "id" && $0.edits.last?.value == .number(JSONNumber(4_294_967_297)) })
    #expect(account.changes.contains { $0.path == "tags" && $0.kind == .emptyArray })
    #expect(account.changes.contains { $0.path == "tags[0]" && $0.kind == .emptyString })
    #expect(account.changes.contains { $0.path == "limits" && $0.kind == .additionalProperties })
    // A string with a length of 2 to 40 is never empty.
    #expect(!account.changes.contains { $0.path == "name" && $0.kind == .emptyString })
  }

  @Test func valuesRespectTheConstraints() throws {
    let card = try set("Card")
    #expect(card.base["last4"].flatMap { if case .string(let text) = $0 { text } else { nil } }?.count == 4)
    let account = try set("Account")
    for (value, _) in account.payloads {
      if case .number(let balance)? = value["balance"] { #expect((balance.doubleValue ?? -1) <= 1) }
    }
  }

  @Test func eachBranchWithItsTagAndTheChangesInside() throws {
    let payment = try set("GET /payments/{id} 200")
    #expect(payment.base["kind"] == .string("card"))
    #expect(payment.base["last4"] != nil)
    let branch = try #require(payment.changes.first { $0.kind == .branch })
    #expect(branch.allowance == "allows the branch Transfer (oneOf)")
    let transfer = branch.applied(to: payment.base)
    #expect(transfer["kind"] == .string("transfer"))
    #expect(transfer["iban"] != nil)
    // The transfer's nullable IBAN is null in a payload of that branch.
    let ibanNull = try #require(payment.changes.first { $0.kind == .null && $0.path == "iban" })
    let nulled = ibanNull.applied(to: payment.base)
    #expect(nulled["kind"] == .string("transfer") && nulled["iban"] == .null)
  }

  @Test func aDiscriminatorsPropertyLeftOptionalIsNotAPlaceToCover() throws {
    // The document leaves the tag optional, but a discriminator needs it: no payload drops it.
    let text = SampleContracts.accounts.replacingOccurrences(of: "required: [kind, amount]", with: "required: [amount]")
    let payment = try set("GET /payments/{id} 200", in: text)
    #expect(!payment.changes.contains { $0.path == "kind" })
    #expect(payment.covered == payment.declared)
    // Where the same component stands alone, its tag may be absent: that place is still declared.
    let base = try set("PaymentBase", in: text)
    #expect(base.changes.contains { $0.path == "kind" && $0.kind == .absent })
    #expect(base.declared.contains { $0.pointer.description.hasSuffix("PaymentBase/properties/kind") })
  }

  @Test func aComponentThatContainsItselfEnds() throws {
    let comment = try set("Comment")
    #expect(comment.base["id"] != nil)
    #expect(comment.count < 50)
  }

  @Test func nullabilityWrittenAsATypeList() throws {
    let status = try set("Status", in: SampleContracts.status31)
    let null = try #require(status.changes.first { $0.kind == .null })
    #expect(null.path == "since")
    #expect(null.keyword == "type")
  }
}
