import Foundation

extension IdiomModels {
  /// A token that reads its payload, then refuses unless its package's code has put a client
  /// configuration in `decoder.userInfo`, as an SDK's token does.
  public struct ContextualToken: Decodable, Sendable {
    public struct ContextMissing: Error {}
    public static let configurationKey = CodingUserInfoKey(rawValue: "configuration")!
    public var accessToken: String
    public var expiresIn: Int

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case expiresIn = "expires_in"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      accessToken = try container.decode(String.self, forKey: .accessToken)
      expiresIn = try container.decode(Int.self, forKey: .expiresIn)
      guard decoder.userInfo[Self.configurationKey] != nil else { throw ContextMissing() }
    }
  }

  /// A token model that reads what ``ContextualToken`` reads and needs nothing.
  public struct BearerToken: Decodable, Sendable {
    public var accessToken: String
    public var expiresIn: Int

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case expiresIn = "expires_in"
    }
  }
}
