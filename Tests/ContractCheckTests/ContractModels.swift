import FixtureEngine
import Foundation

/// Models of the accounts API (``SampleContracts/accounts``) as a client might write them, with
/// what such a client gets wrong against the document: an `Int32` id, a note that is neither
/// optional nor nullable, a status enum without `closed`.
enum ContractModels {
  struct Account: Decodable, Sendable {
    enum Status: String, Decodable, Sendable {
      case active, frozen
    }

    var id: Int32
    var name: String
    var note: String
    var status: Status
    var createdAt: String
    var website: URL?
    var ownerID: UUID?
    var balance: Double?
    var tags: [String]?
    var limits: [String: Int]?

    enum CodingKeys: String, CodingKey {
      case id, name, note, status, website, balance, tags, limits
      case createdAt = "created_at"
      case ownerID = "owner_id"
    }
  }

  enum Payment: Decodable, Sendable {
    case card(amount: Int, last4: String)
    case transfer(amount: Int, iban: String?)

    private enum CodingKeys: String, CodingKey {
      case kind, amount, last4, iban
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let amount = try container.decode(Int.self, forKey: .amount)
      switch try container.decode(String.self, forKey: .kind) {
      case "card": self = .card(amount: amount, last4: try container.decode(String.self, forKey: .last4))
      case "transfer": self = .transfer(amount: amount, iban: try container.decodeIfPresent(String.self, forKey: .iban))
      default: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown kind")
      }
    }
  }

  struct Comment: Decodable, Sendable {
    var id: Int
    var replies: [Comment]?
  }

  static let workspace = Workspace(
    "Accounts", summary: "the accounts API's models", sourceFile: #filePath,
    models: [
      .model(Account.self, name: "Account"), .model(Payment.self, name: "Payment"),
      .model(Comment.self, name: "Comment"),
    ])
}
