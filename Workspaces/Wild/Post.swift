import Foundation

/// A post in a social feed, decoded by its `type`: each kind has keys of its own.
public enum Post: Decodable, Equatable, Sendable {
  case image(url: URL, width: Int, height: Int)
  case poll(question: String, options: [String])
  case link(url: URL, title: String)

  /// What the `type` key says.
  public enum Kind: String, Decodable, CaseIterable, Sendable {
    case image, poll, link
  }

  enum CodingKeys: String, CodingKey {
    case type, url, width, height, question, options, title
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .type) {
    case .image:
      self = .image(
        url: try container.decode(URL.self, forKey: .url), width: try container.decode(Int.self, forKey: .width),
        height: try container.decode(Int.self, forKey: .height))
    case .poll:
      self = .poll(
        question: try container.decode(String.self, forKey: .question),
        options: try container.decode([String].self, forKey: .options))
    case .link:
      self = .link(
        url: try container.decode(URL.self, forKey: .url), title: try container.decode(String.self, forKey: .title))
    }
  }
}
