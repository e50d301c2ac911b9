/// A notification decoded by its `kind`, a plain string the model compares with fixed values: no
/// enum lists them, so only payloads show which kinds exist and which keys each one reads.
public enum Notice: Decodable, Equatable, Sendable {
  case mention(postID: Int, excerpt: String)
  case follow(follower: String)
  case like(postID: Int, count: Int)

  enum CodingKeys: String, CodingKey {
    case kind, excerpt, follower, count
    case postID = "post_id"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "mention":
      self = .mention(
        postID: try container.decode(Int.self, forKey: .postID),
        excerpt: try container.decode(String.self, forKey: .excerpt))
    case "follow":
      self = .follow(follower: try container.decode(String.self, forKey: .follower))
    case "like":
      self = .like(
        postID: try container.decode(Int.self, forKey: .postID), count: try container.decode(Int.self, forKey: .count))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "\(kind) is not a kind of notice")
    }
  }
}
