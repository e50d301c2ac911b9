import Foundation

/// A user's package written the way a budgeting API's client is, with no configuration file: its
/// targets at custom paths (`Client/Client`, `Client/ClientTests`), fixtures in folders named after
/// no model (`json/`, and `Mocks/` of a type only the tests define), snake_case keys and ISO 8601
/// dates that only a `private static let` decoder inside a class reads, look-alike models (a
/// transaction's summary, detail and hybrid), a generic page named by a typealias
/// (`AccountPage`), a top-level map (`[String: Rate]`), nested types that share a bare name
/// (`Budget.Settings`, `CategoryGroup.Settings`), generic envelopes used only where the client
/// calls them (`Single<Budget>`, `Paged<Payee>`), and one fixture that really is broken. Its own
/// test decodes every fixture as its type: the oracle below. It lives in `.build/budget-client-package`.
enum BudgetClientPackageSample {
  static let root = TmuxSession.packageRoot
  static let folder = root.appendingPathComponent(".build/budget-client-package")
  static let tests = "Client/ClientTests"
  static let installFolder = root.appendingPathComponent(".build/budget-client-package-bin")
  static var installed: String { installFolder.appendingPathComponent("workbench").path }

  /// Each fixture (by its path in the test target): the model it is for and whether the package's
  /// own decoder decodes it as that model; `nil` for the mocks, which are no model's.
  static let expected: [String: (model: String, decodes: Bool)?] = [
    "Mocks/session-expired.json": nil,
    "Mocks/session.json": nil,
    "json/account-balance-as-text.json": ("Account", false),
    "json/account-credit.json": ("Account", true),
    "json/account.json": ("Account", true),
    "json/accounts-page.json": ("AccountPage", true),
    "json/budget.json": ("Budget", true),
    "json/current-budget.json": ("Single<Budget>", true),
    "json/groups.json": ("[CategoryGroup]", true),
    "json/hybrid_transactions.json": ("[HybridTransaction]", true),
    "json/latest_rates.json": ("[String: Rate]", true),
    "json/payees.json": ("Paged<Payee>", true),
    "json/split.json": ("TransactionDetail", true),
    "json/transaction.json": ("TransactionDetail", true),
    "json/transaction_summaries.json": ("[TransactionSummary]", true),
  ]

  static let payloads: [String: String] = [
    "json/payees.json":
      #"{"data": [{"id": "p1", "name": "Bakery", "transfer_account_id": null}, {"id": "p2", "name": "Savings", "transfer_account_id": "a3"}], "has_more": false}"#,
    "json/current-budget.json":
      #"{"data": {"id": "b1", "name": "Home", "last_modified_on": "2024-05-02T08:00:00.000Z", "settings": {"iso_code": "EUR", "decimal_digits": 2}}}"#,
    "Mocks/session-expired.json":
      #"{"token": "old", "expires_in": 0}"#,
    "Mocks/session.json":
      #"{"token": "abc", "expires_in": 3600}"#,
    "json/account-balance-as-text.json":
      #"{"id": "a3", "name": "Savings", "type": "savings", "on_budget": false, "balance": "12.5", "closed_at": null}"#,
    "json/account-credit.json":
      #"{"id": "a2", "name": "Visa", "type": "credit_card", "on_budget": true, "balance": -4000, "closed_at": "2024-03-01T00:00:00.000Z"}"#,
    "json/account.json":
      #"{"id": "a1", "name": "Checking", "type": "checking", "on_budget": true, "balance": 125000, "closed_at": null}"#,
    "json/accounts-page.json":
      #"{"items": [{"id": "a1", "name": "Checking", "type": "checking", "on_budget": true, "balance": 125000, "closed_at": null}], "next_cursor": "c2"}"#,
    "json/budget.json":
      #"{"id": "b1", "name": "Home", "last_modified_on": "2024-05-01T12:30:45.123Z", "settings": {"iso_code": "EUR", "decimal_digits": 2}}"#,
    "json/groups.json":
      #"[{"id": "g1", "name": "Bills", "settings": {"hidden": false}, "categories": [{"id": "c1", "name": "Rent", "budgeted": 90000, "activity": -90000}]}]"#,
    "json/hybrid_transactions.json":
      #"[{"id": "t1", "amount": -2500, "date": "2024-05-02", "payee_name": "Bakery", "category_name": "Food", "account_name": "Checking"}]"#,
    "json/latest_rates.json":
      #"{"USD": {"rate": 1.08, "updated_at": "2024-05-01T06:00:00.000Z"}, "GBP": {"rate": 0.86, "updated_at": "2024-05-01T06:00:00.000Z"}}"#,
    "json/split.json":
      #"{"id": "t7", "amount": -9000, "date": "2024-05-04", "memo": "groceries", "payee_name": "Market", "category_id": null, "subtransactions": [{"id": "s1", "amount": -6000, "category_id": "c9"}, {"id": "s2", "amount": -3000, "category_id": "c4"}]}"#,
    "json/transaction.json":
      #"{"id": "t1", "amount": -2500, "date": "2024-05-02", "memo": null, "payee_name": "Bakery", "category_id": "c9", "subtransactions": []}"#,
    "json/transaction_summaries.json":
      #"[{"id": "t1", "amount": -2500, "date": "2024-05-02"}, {"id": "t2", "amount": 900, "date": "2024-05-03"}]"#,
  ]

  static let manifest = #"""
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "BudgetClient",
      products: [.library(name: "Client", targets: ["Client"])],
      targets: [
        .target(name: "Client", path: "Client/Client"),
        .testTarget(
          name: "ClientTests", dependencies: ["Client"], path: "Client/ClientTests",
          resources: [.copy("json"), .copy("Mocks")]),
      ]
    )

    """#

  static let api = #"""
    import Foundation

    /// The client: one decoder, private to it, that no one outside can reach.
    public final class BudgetAPI: Sendable {
      private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .custom { decoder in
          let text = try decoder.singleValueContainer().decode(String.self)
          let formatter = ISO8601DateFormatter()
          formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
          guard let date = formatter.date(from: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
          }
          return date
        }
        return decoder
      }()

      public init() {}

      public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try Self.decoder.decode(type, from: data)
      }
    }

    """#

  static let models = #"""
    import Foundation

    public struct Account: Decodable, Sendable {
      public enum Kind: String, Decodable, Sendable { case checking, savings, creditCard = "credit_card" }
      public let id: String
      public let name: String
      public let type: Kind
      public let onBudget: Bool
      public let balance: Int
      public let closedAt: Date?
    }

    public struct TransactionSummary: Decodable, Sendable {
      public let id: String
      public let amount: Int
      public let date: String
    }

    public struct TransactionDetail: Decodable, Sendable {
      public struct Split: Decodable, Sendable {
        public let id: String
        public let amount: Int
        public let categoryId: String?
      }
      public let id: String
      public let amount: Int
      public let date: String
      public let memo: String?
      public let payeeName: String
      public let categoryId: String?
      public let subtransactions: [Split]
    }

    public struct HybridTransaction: Decodable, Sendable {
      public let id: String
      public let amount: Int
      public let date: String
      public let payeeName: String
      public let categoryName: String
      public let accountName: String
    }

    public struct Budget: Decodable, Sendable {
      public struct Settings: Decodable, Sendable {
        public let isoCode: String
        public let decimalDigits: Int
      }
      public let id: String
      public let name: String
      public let lastModifiedOn: Date
      public let settings: Settings
    }

    public struct CategoryGroup: Decodable, Sendable {
      public struct Settings: Decodable, Sendable {
        public let hidden: Bool
      }
      public let id: String
      public let name: String
      public let settings: Settings
      public let categories: [Category]
    }

    public struct Category: Decodable, Sendable {
      public let id: String
      public let name: String
      public let budgeted: Int
      public let activity: Int
    }

    public struct Rate: Decodable, Sendable {
      public let rate: Double
      public let updatedAt: Date
    }

    public struct Page<Item: Decodable & Sendable>: Decodable, Sendable {
      public let items: [Item]
      public let nextCursor: String?
    }

    public typealias AccountPage = Page<Account>

    public struct Payee: Decodable, Sendable {
      public let id: String
      public let name: String
      public let transferAccountId: String?
    }

    /// One resource, as every endpoint wraps it.
    public struct Single<Resource: Decodable>: Decodable {
      public let data: Resource
    }

    /// A page of resources, as list endpoints wrap them.
    public struct Paged<Resource: Decodable & Sendable>: Decodable, Sendable {
      public let data: [Resource]
      public let hasMore: Bool
    }

    """#

  static let ownTests = #"""
    import Foundation
    import Testing
    @testable import Client

    /// A type only the tests have, which the mock fixtures are for.
    struct MockSession: Decodable {
      let token: String
      let expiresIn: Int
    }

    @Test func accountDecodes() throws {
      let url = try #require(Bundle.module.url(forResource: "account", withExtension: "json", subdirectory: "json"))
      _ = try BudgetAPI().decode(Account.self, from: Data(contentsOf: url))
    }

    @Test func everyFixtureDecodesAsItsType() throws {
      func load(_ name: String, _ folder: String = "json") throws -> Data {
        try Data(contentsOf: #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: folder)))
      }
      let api = BudgetAPI()
      _ = try api.decode(Account.self, from: load("account"))
      _ = try api.decode(Account.self, from: load("account-credit"))
      #expect(throws: (any Error).self) { try api.decode(Account.self, from: load("account-balance-as-text")) }
      _ = try api.decode(AccountPage.self, from: load("accounts-page"))
      _ = try api.decode(TransactionDetail.self, from: load("transaction"))
      _ = try api.decode([TransactionSummary].self, from: load("transaction_summaries"))
      _ = try api.decode([HybridTransaction].self, from: load("hybrid_transactions"))
      _ = try api.decode(TransactionDetail.self, from: load("split"))
      _ = try api.decode(Budget.self, from: load("budget"))
      _ = try api.decode([CategoryGroup].self, from: load("groups"))
      _ = try api.decode([String: Rate].self, from: load("latest_rates"))
      _ = try api.decode(Paged<Payee>.self, from: load("payees"))
      _ = try api.decode(Single<Budget>.self, from: load("current-budget"))
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      _ = try decoder.decode(MockSession.self, from: load("session", "Mocks"))
      _ = try decoder.decode(MockSession.self, from: load("session-expired", "Mocks"))
    }

    """#

  /// Writes the package (only files whose text changed) and the installed binary beside it.
  static func prepare() throws {
    try SamplePackageFiles.write(manifest, to: "Package.swift", in: folder)
    try SamplePackageFiles.write(api, to: "Client/Client/API.swift", in: folder)
    try SamplePackageFiles.write(models, to: "Client/Client/Models.swift", in: folder)
    try SamplePackageFiles.write(ownTests, to: "\(tests)/ClientTests.swift", in: folder)
    for (name, text) in payloads { try SamplePackageFiles.write(text + "\n", to: "\(tests)/\(name)", in: folder) }
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("fixture-workbench.json"))
    try SamplePackageFiles.installWorkbench(in: installFolder)
  }

  /// The installed workbench, run in this package: standard output and error together.
  static func workbench(_ arguments: String...) throws -> (status: Int32, output: String) {
    try OwnPackageSample.run(installed, arguments, in: folder)
  }
}
