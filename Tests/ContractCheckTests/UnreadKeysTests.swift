import FixtureEngine
import Foundation
import JSONCore
import Testing

@testable import APIContract
@testable import ContractCheck

/// A change made only to keys the model never reads in a first payload that decodes decodes too,
/// and is counted without being decoded; a key the model only asks about is read.
@Suite struct UnreadKeysTests {
  static let orders = """
    openapi: 3.0.3
    info:
      title: Orders
      version: "1.0"
    paths: {}
    components:
      schemas:
        Order:
          type: object
          required: [id, customer]
          properties:
            id:
              type: integer
            gift:
              type: boolean
            customer:
              $ref: '#/components/schemas/Customer'
        Customer:
          type: object
          required: [id]
          properties:
            id:
              type: integer
            nickname:
              type: string
              nullable: true
            tier:
              type: string
              enum: [gold, silver]
    """

  /// Reads only the customer's id, and refuses an order whose `gift` key is not there at all.
  struct Order: Decodable, Sendable {
    struct CustomerID: Decodable, Sendable { var id: Int }
    var id: Int
    var customer: CustomerID

    enum CodingKeys: String, CodingKey { case id, gift, customer }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard container.contains(.gift) else {
        throw DecodingError.keyNotFound(
          CodingKeys.gift, .init(codingPath: container.codingPath, debugDescription: "an order says whether"))
      }
      id = try container.decode(Int.self, forKey: .id)
      customer = try container.decode(CustomerID.self, forKey: .customer)
    }
  }

  private let workspace = Workspace(
    "Orders", summary: "orders", sourceFile: #filePath, models: [.model(Order.self, name: "Order")])

  @Test func changesToKeysTheModelNeverReadsAreCountedNotDecoded() throws {
    let report = workspace.checkContract(try ContractDocument(text: Self.orders, file: "api.yaml"), only: "Order")
    let order = try #require(report.schemas.first { $0.title == "Order" })
    // The customer's nickname absent, null and empty, its tier absent and "silver": the model reads
    // none of them. The first payload, and `gift` absent, are decoded.
    #expect(order.unread == 5)
    #expect(order.payloads == 7)
    #expect(
      ContractText.text(report).contains("Order: 7 payloads (5 not decoded: 5 change only keys the model never reads"))
  }

  @Test func aKeyTheModelOnlyAsksAboutIsRead() throws {
    let report = workspace.checkContract(try ContractDocument(text: Self.orders, file: "api.yaml"), only: "Order")
    #expect(report.refusals.map(\.allowance) == ["leaves gift optional"])
  }
}
