import FixtureEngine
import Foundation
import JSONCore
import Testing

@testable import APIContract
@testable import ContractCheck

/// A change made only to keys the model never reads in a first payload that decodes decodes too,
/// and is counted without being decoded; a key the model only asks about is read.
@Suite struct UnreadKeysTests {
  /// Reads only the customers' ids, and refuses an order whose `gift` key is not there at all.
  struct Order: Decodable, Sendable {
    struct CustomerID: Decodable, Sendable { var id: Int }
    var id: Int
    var customer: CustomerID
    var buyer: CustomerID

    enum CodingKeys: String, CodingKey { case id, gift, customer, buyer }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard container.contains(.gift) else {
        throw DecodingError.keyNotFound(
          CodingKeys.gift, .init(codingPath: container.codingPath, debugDescription: "an order says whether"))
      }
      id = try container.decode(Int.self, forKey: .id)
      customer = try container.decode(CustomerID.self, forKey: .customer)
      buyer = try container.decode(CustomerID.self, forKey: .buyer)
    }
  }

  private let workspace = Workspace(
    "Orders", summary: "orders", sourceFile: #filePath, models: [.model(Order.self, name: "Order")])

  @Test func changesToKeysTheModelNeverReadsAreCountedNotDecoded() throws {
    let report = workspace.checkContract(
      try ContractDocument(text: OrdersContract.document, file: "api.yaml"), only: "Order")
    let order = try #require(report.schemas.first { $0.title == "Order" })
    // Each customer's nickname absent, null and empty, its tier absent and "silver": the model
    // reads none of them. The first payload, and `gift` absent, are decoded.
    #expect(order.unread == 10)
    #expect(order.payloads == 12)
    let line = "Order: 12 payloads (10 not decoded: 10 change only keys the model never reads"
    #expect(ContractText.text(report).contains(line))
  }

  @Test func aKeyTheModelOnlyAsksAboutIsRead() throws {
    let report = workspace.checkContract(
      try ContractDocument(text: OrdersContract.document, file: "api.yaml"), only: "Order")
    #expect(report.refusals.map(\.allowance) == ["leaves gift optional"])
  }
}
