import Foundation

/// One line of an order.
public struct LineItem: Decodable, Sendable {
  public let uid: String
  public let name: String
  public let quantity: Int
  public let basePriceMoney: Money
  public let note: String?
  public let variationName: String?

  enum CodingKeys: String, CodingKey {
    case uid
    case name
    case quantity
    case basePriceMoney
    case note
    case variationName
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uid = try container.decode(String.self, forKey: .uid)
    name = try container.decode(String.self, forKey: .name)
    // The API writes quantities as strings ("2").
    let quantityText = try container.decode(String.self, forKey: .quantity)
    guard let quantity = Int(quantityText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .quantity, in: container, debugDescription: "not a quantity: \(quantityText)")
    }
    self.quantity = quantity
    basePriceMoney = try container.decode(Money.self, forKey: .basePriceMoney)
    note = try container.decodeNonEmptyString(forKey: .note)
    variationName = try container.decodeIfPresent(String.self, forKey: .variationName)
  }
}
