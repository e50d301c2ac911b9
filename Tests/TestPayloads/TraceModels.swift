import Foundation

/// A move with a name and a whole-number power.
package struct Move: Decodable, Equatable, Sendable {
  package let name: String
  package let power: Int
}

/// A gym badge.
package struct Badge: Decodable, Equatable, Sendable {
  package let gym: String
}

/// An object holding an array of objects and a nested object: where the tracer's paths nest.
package struct Moveset: Decodable, Equatable, Sendable {
  package let owner: String
  package let moves: [Move]
  package let badge: Badge
}

/// A release whose keys are snake_case in payloads and camelCase in Swift, with a date and a URL:
/// read under `convertFromSnakeCase`.
package struct SnakeCaseRelease: Decodable, Equatable, Sendable {
  package let tagName: String
  package let publishedAt: Date
  package let htmlUrl: URL
}
