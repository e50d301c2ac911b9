import Foundation

/// A cursor over a feed that follows its `skip` links until it reaches the end: a payload whose
/// skip is negative never ends.
public struct FeedCursor: Decodable, Equatable, Sendable {
  public var position: Int
  public var skip: Int

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    skip = try container.decode(Int.self, forKey: .skip)
    var position = try container.decode(Int.self, forKey: .position)
    while position < 1_000 { position += skip }
    self.position = position
  }

  enum CodingKeys: String, CodingKey {
    case position, skip
  }
}
