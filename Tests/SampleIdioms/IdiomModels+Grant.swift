import Foundation

extension IdiomModels {
  /// A grant that stamps itself with the time of decoding and makes its own request identifier
  /// when the server sends none, and falls back to a fixed polling interval.
  public struct Grant: Decodable, Sendable {
    public var code: String
    public var issuedAt: Date
    /// Never `nil` once decoded: the model sets it when the server does not.
    public var seenAt: Date?
    public var requestID: UUID
    public var interval: Int

    enum CodingKeys: String, CodingKey {
      case code
      case issuedAt = "issued_at"
      case seenAt = "seen_at"
      case requestID = "request_id"
      case interval
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      code = try container.decode(String.self, forKey: .code)
      issuedAt = try container.decodeIfPresent(Date.self, forKey: .issuedAt) ?? Date()
      seenAt = try container.decodeIfPresent(Date.self, forKey: .seenAt) ?? Date()
      requestID = try container.decodeIfPresent(UUID.self, forKey: .requestID) ?? UUID()
      interval = try container.decodeIfPresent(Int.self, forKey: .interval) ?? 5
    }
  }
}

extension IdiomModels {
  /// A receipt that keeps the time it was paid as seconds since 1970, not as the date it reads:
  /// the date is written, not compared.
  public struct Receipt: Decodable, Sendable {
    public var total: Int
    public var paidSeconds: Double

    enum CodingKeys: String, CodingKey { case total, paidAt }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      total = try container.decode(Int.self, forKey: .total)
      paidSeconds = try container.decode(Date.self, forKey: .paidAt).timeIntervalSince1970
    }
  }
}
