import FixtureEngine
import Foundation
import JSONCore
import TestPayloads
import Testing

@testable import APIContract
@testable import ContractCheck

/// A change inside a component that is checked on its own, as the very type the enclosing model
/// reads it as, is that component's to report, once; read as another type, it is the enclosing
/// schema's.
@Suite struct ComponentsCheckedOnTheirOwnTests {
  /// Its nickname is required and never `null`, which the document does not promise.
  struct Customer: Decodable, Sendable {
    var id: Int
    var nickname: String
    var tier: String?
  }

  /// Reads the buyer as a summary whose tier knows only `gold`.
  struct Order: Decodable, Sendable {
    struct Summary: Decodable, Sendable {
      enum Tier: String, Decodable, Sendable { case gold }
      var id: Int
      var tier: Tier?
    }
    var id: Int
    var customer: Customer
    var buyer: Summary
  }

  private let workspace = Workspace(
    "Orders", summary: "orders", sourceFile: #filePath,
    models: [.model(Order.self, name: "Order"), .model(Customer.self, name: "Customer")])

  private var report: ContractReport {
    get throws { workspace.checkContract(try ContractDocument(text: OrdersContract.document, file: "api.yaml")) }
  }

  @Test func aChangeInsideAComponentReadAsItsOwnModelIsReportedOnceByIt() throws {
    let report = try report
    let order = try #require(report.schemas.first { $0.title == "Order" })
    #expect(order.checkedElsewhere == ["customer": "Customer"])
    // The customer's nickname absent, null and empty, its tier absent and "silver".
    #expect(order.insideOthers == 5)
    let customer = report.refusals.filter { $0.schema == "Customer" }.map(\.allowance)
    #expect(customer.contains("leaves nickname optional"))
    #expect(customer.contains("allows null (nullable)"))
    #expect(!report.refusals.contains { $0.schema == "Order" && $0.field.contains("nickname") })
    #expect(ContractText.text(report).contains("    checked on their own: customer (Customer)"))
  }

  @Test func aComponentReadAsAnotherTypeIsTheEnclosingSchemas() throws {
    let order = try report.refusals.filter { $0.schema == "Order" }
    #expect(order.map(\.allowance) == [#"allows "silver" (enum)"#])
    #expect(order.first?.change?.path == "buyer.tier")
  }

  @Test func withoutTheComponentsOwnCheckItsChangesAreTheEnclosingSchemas() throws {
    let only = workspace.checkContract(
      try ContractDocument(text: OrdersContract.document, file: "api.yaml"), only: "Order")
    let order = try #require(only.schemas.first { $0.title == "Order" })
    #expect(order.checkedElsewhere.isEmpty)
    #expect(
      only.refusals.contains { $0.change?.path == "customer.nickname" && $0.allowance == "leaves nickname optional" })
  }

  @Test func aSchemaThatHoldsItselfReportsTheChangesInsideAtItsTop() throws {
    let document = try ContractDocument(text: SampleContracts.accounts, file: "api.yaml")
    let report = ContractModels.workspace.checkContract(document, only: "Comment")
    let comment = try #require(report.schemas.first { $0.title == "Comment" })
    #expect(comment.checkedElsewhere == ["replies[0]": "Comment"])
    #expect(comment.insideOthers > 0)
  }
}
