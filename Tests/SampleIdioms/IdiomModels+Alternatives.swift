import Foundation

extension IdiomModels {
  /// What signing in answers: a session when the payload is one, else the account alone. Each
  /// type is tried on the whole payload, so the payload is one case's.
  public enum SignIn: Decodable, Equatable, Sendable {
    case session(Session)
    case account(Account)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let session = try? container.decode(Session.self) {
        self = .session(session)
      } else {
        self = .account(try container.decode(Account.self))
      }
    }
  }

  public struct Session: Decodable, Equatable, Sendable {
    public var accessToken: String
    public var expiresIn: Int
    public var issuedAt: Date?
    public var account: Account
    public var warning: Warning?

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case expiresIn = "expires_in"
      case issuedAt = "issued_at"
      case account, warning
    }
  }

  public struct Warning: Decodable, Equatable, Sendable {
    public var reasons: [String]
  }

  public struct Account: Decodable, Equatable, Sendable {
    public var id: Int
    public var email: String
    public var isGuest: Bool

    enum CodingKeys: String, CodingKey {
      case id, email
      case isGuest = "is_guest"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(Int.self, forKey: .id)
      email = try container.decode(String.self, forKey: .email)
      isGuest = try container.decodeIfPresent(Bool.self, forKey: .isGuest) ?? false
    }
  }
}
