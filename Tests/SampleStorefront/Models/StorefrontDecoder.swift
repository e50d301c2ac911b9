import Foundation

extension JSONDecoder {
  /// The decoder every storefront endpoint is read with: snake_case keys, and dates as the API
  /// writes them, `2024-03-15 09:12:44` in UTC or ISO 8601 text.
  public static var storefront: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = StorefrontDates.parseSpaced(text) ?? StorefrontDates.parseTimestamp(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a date like 2024-03-15 09:12:44, found \(text)")
    }
    return decoder
  }
}

/// Money given back to a customer.
public struct Refund: Decodable, Sendable {
  public enum Status: String, Decodable, Sendable {
    case pending = "PENDING"
    case completed = "COMPLETED"
    case rejected = "REJECTED"
  }

  public let id: String
  public let orderId: String
  public let amountMoney: Money
  public let status: Status
  public let reason: String?
  public let createdAt: Date
  public let processedAt: Date?
}
