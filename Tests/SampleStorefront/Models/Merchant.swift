import Foundation

/// A merchant, as `GET /v2/merchants/{id}` returns it.
public struct Merchant: Decodable, Sendable {
  public enum Tier: Int, Decodable, Sendable {
    case starter = 1
    case growth = 2
    case enterprise = 3
  }

  public enum Status: String, Decodable, Sendable {
    case active = "ACTIVE"
    case suspended = "SUSPENDED"
  }

  public struct Logo: Decodable, Sendable {
    public let url: URL
    public let width: Int
    public let height: Int
  }

  public let id: String
  public let businessName: String
  public let website: URL?
  public let logo: Logo?
  public let tier: Tier
  public let status: Status
  public let addressLine1: String
  public let addressLine2: String?
  public let createdAt: Date
  public let updatedAt: Date?

  enum CodingKeys: String, CodingKey {
    case id
    case businessName
    case website
    case logo
    case tier
    case status
    case addressLine1
    case addressLine2
    case createdAt
    case updatedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    businessName = try container.decode(String.self, forKey: .businessName)
    website = try container.decodeNonEmptyString(forKey: .website).flatMap(URL.init(string:))
    logo = try container.decodeIfPresent(Logo.self, forKey: .logo)
    tier = try container.decode(Tier.self, forKey: .tier)
    status = try container.decode(Status.self, forKey: .status)
    addressLine1 = try container.decode(String.self, forKey: .addressLine1)
    addressLine2 = try container.decodeNonEmptyString(forKey: .addressLine2)
    guard let created = try container.decodeTimestampIfPresent(forKey: .createdAt) else {
      throw DecodingError.valueNotFound(
        Date.self, .init(codingPath: [CodingKeys.createdAt], debugDescription: "a merchant has a creation date"))
    }
    createdAt = created
    updatedAt = try container.decodeTimestampIfPresent(forKey: .updatedAt)
  }
}
