import Foundation

/// An amount the API writes as a decimal string (`"12.50"`) with its currency.
public struct Money: Decodable, Sendable, Equatable {
  public let amount: Decimal
  public let currency: String

  enum CodingKeys: String, CodingKey {
    case amount
    case currency
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .amount)
    guard let amount = Decimal(string: text) else {
      throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "not an amount: \(text)")
    }
    self.amount = amount
    currency = try container.decode(String.self, forKey: .currency)
  }
}
