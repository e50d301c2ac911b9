import Foundation

/// A page of results, as every list endpoint returns them.
public struct PagedResult<Item: Decodable & Sendable>: Decodable, Sendable {
  public let items: [Item]
  public let cursor: String?
  public let totalCount: Int
}

public typealias OrderPage = PagedResult<OrderSummary>
public typealias MerchantPage = PagedResult<Merchant>

/// Where a payment stands; the API sends the bare number.
public enum PaymentState: Int, Decodable, Sendable {
  case pending = 1
  case authorized = 2
  case captured = 3
  case refunded = 4
}

/// A day of opening hours, with the day parsed from its own format.
public struct BusinessDay: Decodable, Sendable {
  public let date: Date
  public let opensAt: String
  public let closesAt: String
  public let isHoliday: Bool

  enum CodingKeys: String, CodingKey {
    case date
    case opensAt
    case closesAt
    case isHoliday
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .date)
    guard let date = StorefrontDates.parseDay(text) else {
      throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: "not a day: \(text)")
    }
    self.date = date
    opensAt = try container.decode(String.self, forKey: .opensAt)
    closesAt = try container.decode(String.self, forKey: .closesAt)
    isHoliday = try container.decodeIfPresent(Bool.self, forKey: .isHoliday) ?? false
  }
}
