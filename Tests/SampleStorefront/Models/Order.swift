import Foundation

/// An order with its lines.
public struct OrderDetails: Decodable, Sendable {
  public enum State: String, Decodable, Sendable {
    case open = "OPEN"
    case completed = "COMPLETED"
    case canceled = "CANCELED"
  }

  public let id: String
  public let locationId: String
  public let state: State
  public let lineItems: [LineItem]
  public let totalMoney: Money
  public let createdAt: Date
  public let closedAt: Date?
  public let referenceId: String?
  public let tip: Money?

  enum CodingKeys: String, CodingKey {
    case id
    case locationId
    case state
    case lineItems
    case totalMoney
    case createdAt
    case closedAt
    case referenceId
    case tip
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    locationId = try container.decode(String.self, forKey: .locationId)
    state = try container.decode(State.self, forKey: .state)
    lineItems = try container.decodeIfPresent([LineItem].self, forKey: .lineItems) ?? []
    totalMoney = try container.decode(Money.self, forKey: .totalMoney)
    guard let created = try container.decodeTimestampIfPresent(forKey: .createdAt) else {
      throw DecodingError.keyNotFound(CodingKeys.createdAt, .init(codingPath: [], debugDescription: "no created_at"))
    }
    createdAt = created
    closedAt = try container.decodeTimestampIfPresent(forKey: .closedAt)
    referenceId = try container.decodeNonEmptyString(forKey: .referenceId)
    tip = try container.decodeIfPresent(Money.self, forKey: .tip)
  }
}

/// An order as a list shows it.
public struct OrderSummary: Decodable, Sendable {
  public let id: String
  public let state: OrderDetails.State
  public let totalMoney: Money
  public let customerName: String?
  public let itemCount: Int
}

/// The answer to appending lines to an order.
public struct OrderDetailsAppendResponse: Decodable, Sendable {
  public let order: OrderDetails
  public let appendedCount: Int
}
