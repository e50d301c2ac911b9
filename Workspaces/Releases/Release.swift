import Foundation

/// A software release as a code-hosting API sends it: snake_case keys, ISO 8601 dates, URLs,
/// enums, a nested author and an array of assets. Decode it with `.iso8601` dates.
public struct Release: Decodable, Equatable, Sendable {
  public var id: Int
  public var tagName: String
  public var name: String?
  public var htmlURL: URL
  public var isDraft: Bool
  public var isPrerelease: Bool
  public var publishedAt: Date?
  public var author: Account
  public var assets: [Asset]
  public var notes: String?

  enum CodingKeys: String, CodingKey {
    case id, name, author, assets
    case tagName = "tag_name"
    case htmlURL = "html_url"
    case isDraft = "draft"
    case isPrerelease = "prerelease"
    case publishedAt = "published_at"
    case notes = "body"
  }
}

/// Who published a release.
public struct Account: Decodable, Equatable, Sendable {
  /// What kind of account.
  public enum Kind: String, Decodable, CaseIterable, Sendable {
    case user = "User"
    case bot = "Bot"
    case organization = "Organization"
  }

  public var login: String
  public var id: Int
  public var avatarURL: URL
  public var kind: Kind

  enum CodingKeys: String, CodingKey {
    case login, id
    case avatarURL = "avatar_url"
    case kind = "type"
  }
}

/// A file attached to a release.
public struct Asset: Decodable, Equatable, Sendable {
  /// Whether the upload finished.
  public enum State: String, Decodable, CaseIterable, Sendable {
    case uploaded, open
  }

  public var id: Int
  public var name: String
  public var contentType: String
  public var state: State
  public var size: Int
  public var downloadCount: Int
  public var createdAt: Date
  public var downloadURL: URL

  enum CodingKeys: String, CodingKey {
    case id, name, state, size
    case contentType = "content_type"
    case downloadCount = "download_count"
    case createdAt = "created_at"
    case downloadURL = "browser_download_url"
  }
}
