import FixtureEngine
import Foundation
import Testing
import WorkbenchContext

@testable import FixtureEngine

struct KebabOrder: Decodable, Sendable {
  let orderId: String
  let customerID: Int
  let placedAt: Date
}

struct KebabInvoice: Decodable, Sendable {
  let invoiceNumber: String
  let totalCents: Int
}

struct LegacyRefund: Decodable, Sendable {
  let refundId: String
  let amountCents: Int

  enum CodingKeys: String, CodingKey {
    case refundId = "refund_id"
    case amountCents = "amount_cents"
  }
}

/// A client whose unreachable decoder reads kebab-case keys into camelCase properties and dates
/// in milliseconds, beside older endpoints whose models spell their snake_case keys themselves:
/// the keys are read by their words (acronyms included), the explicit keys stay as written, and
/// the dates' form is inferred with them.
struct WordKeysInferenceTests {
  let files = InMemoryFileSystem(
    [
      "/ws/Fixtures/kebab-order.json": #"{"order-id": "o1", "customer-id": 7, "placed-at": 1622565000000}"#,
      "/ws/Fixtures/kebab-order-2.json": #"{"order-id": "o2", "customer-id": 8, "placed-at": 1622565001000}"#,
      "/ws/Fixtures/kebab-invoice.json": #"{"invoice-number": "N-1", "total-cents": 1299}"#,
      "/ws/Fixtures/legacy-refund.json": #"{"refund_id": "r1", "amount_cents": 500}"#,
      "/ws/Fixtures/kebab-order-broken.json":
        #"{"order-id": "o3", "customer-id": "eight", "placed-at": 1622565002000}"#,
    ].mapValues { Data($0.utf8) })

  func workspace() -> Workspace {
    var workspace = Workspace(
      "Shop", directory: "/ws",
      models: [.model(KebabOrder.self), .model(KebabInvoice.self), .model(LegacyRefund.self)])
    workspace.fitsInThisProcess = true
    workspace.findsDecoding = true
    return workspace
  }

  @Test func keysAreReadByTheirWordsAndSaidSo() throws {
    let chosen = workspace().choosingPackageDecoders(in: .test(files: files))
    let decoding = try #require(chosen.packageDecoding)
    #expect(decoding.keys == .convertFromWords)
    #expect(decoding.dates == .millisecondsSince1970)
    #expect((decoding.decodes, decoding.decodesWithout, decoding.tried) == (4, 1, 5))
    #expect(
      decoding.lines.first
        == "keys: kebab-case and snake_case to camelCase (convertFromWords), inferred from 3 fixtures")
    for (name, file, decodes) in [
      ("KebabOrder", "kebab-order.json", true), ("KebabInvoice", "kebab-invoice.json", true),
      ("LegacyRefund", "legacy-refund.json", true), ("KebabOrder", "kebab-order-broken.json", false),
    ] {
      let model = try chosen.model(named: name)
      let bytes = try #require(files.contents(of: "/ws/Fixtures/" + file))
      let inspection = model.inspect(bytes, comparisonLimit: 0)
      #expect(inspection.decodes == decodes, "\(file)")
      #expect(inspection.trace?.unreadKeys.isEmpty ?? true, "\(file)")
    }
  }

  @Test func aBrokenFixtureIsBrokenAtItsOwnValueOnly() throws {
    let model = try workspace().choosingPackageDecoders(in: .test(files: files)).model(named: "KebabOrder")
    let bytes = try #require(files.contents(of: "/ws/Fixtures/kebab-order-broken.json"))
    let failures = model.inspect(bytes, comparisonLimit: 0).trace?.failures ?? []
    #expect(failures.map(\.path.description) == [#"["customer-id"]"#])
  }
}
